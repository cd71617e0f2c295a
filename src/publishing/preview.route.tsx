import { Box, Button, Container, Group, Loader, Stack, Title } from "@mantine/core";
import { IconArrowLeft, IconWorldUpload } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { validateFormData } from "../../convex/model/formData";
import { findTemplate } from "../../convex/model/templates";
import { roleMay } from "../../convex/model/members";
import { portfolioArgs, portfolioPath, useSharedPortfolioId } from "../lib/portfolioScope";
import { publishText, PublishBlocked, usePublish } from "./usePublish";
import { PortfolioTemplate } from "../templates/PortfolioTemplate";
import { readPreviewState, type BuilderLocationState, type PreviewState } from "../lib/navigationState";
import { contentFromSources } from "../../convex/model/portfolioContent";
import type { Route } from "./+types/preview.route";
import { pageMeta } from "../i18n/pageMeta";
import { DraftLoading, NoDraft } from "../ui/DraftStates";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "preview");

/**
 * The portfolio as it will be published. With navigation state from the builder it shows that;
 * otherwise (reload, another tab or device) it follows the saved draft live.
 */
export default function PreviewPage() {
  const state = readPreviewState(useLocation().state);
  return state ? <PreviewScreen {...state} /> : <DraftPreview />;
}

function DraftPreview() {
  const { t } = useTranslation("publishing");
  const draft = useQuery(api.drafts.get, portfolioArgs(useSharedPortfolioId()));
  if (draft === undefined) return <DraftLoading />;
  if (draft === null) {
    return (
      <NoDraft title={t("preview.noDraftTitle")} action={t("preview.noDraftAction")}>
        {t("preview.noDraft")}
      </NoDraft>
    );
  }
  return <PreviewScreen formData={draft.formData} templateId={draft.templateId} images={draft.images} revision={draft.revision} />;
}

function PreviewScreen({ formData, templateId, images = {}, revision }: PreviewState) {
  const { t } = useTranslation("publishing");
  const navigate = useNavigate();
  const portfolioId = useSharedPortfolioId();
  const { publish, publishing, sampleDialog } = usePublish(portfolioId);
  // An editor previews a shared portfolio but does not publish it (the server refuses it too).
  const access = useQuery(api.members.access, portfolioId === undefined ? "skip" : { portfolioId });
  const canPublish = portfolioId === undefined || (access != null && roleMay(access.role, "publish"));
  const templateName = findTemplate(templateId)?.name ?? templateId;
  const backToBuilder = (state: BuilderLocationState = null) => navigate(portfolioPath(`/builder/${encodeURIComponent(templateId)}`, portfolioId), { state });

  const publishNow = () =>
    publish({
      content: () => formData,
      // Quick feedback as in the builder; the server checks the saved draft once when publishing.
      prepare: () => {
        if (Object.keys(validateFormData(formData, "publish")).length > 0) {
          backToBuilder({ showErrors: "publish" });
          throw new PublishBlocked(publishText("invalid"));
        }
        return revision;
      },
      onFieldErrors: () => backToBuilder({ showErrors: "publish" }),
    });

  return (
    <Stack gap={0} style={{ flex: 1 }}>
      <Container size="lg" py="md" w="100%">
        <Group justify="space-between" gap="sm">
          <Title order={1} size="h2">
            {t("preview.title", { template: templateName })}
          </Title>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => backToBuilder()}>
              {t("preview.back")}
            </Button>
            {canPublish && (
              <Button
                onClick={() => void publishNow()}
                disabled={publishing}
                leftSection={publishing ? <Loader size={14} color="currentColor" aria-hidden /> : <IconWorldUpload size={16} aria-hidden />}
              >
                {publishing ? t("preview.publishing") : t("preview.publish")}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
      <Box style={{ borderTop: "1px solid var(--mantine-color-default-border)", flex: 1 }}>
        <PortfolioTemplate templateId={templateId} content={contentFromSources(formData, images)} embedded />
      </Box>
      {sampleDialog}
    </Stack>
  );
}
