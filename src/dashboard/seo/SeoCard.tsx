// Mantine CSS for the one component here the shell does not load (see src/app/appShell.route.tsx).
import "@mantine/core/styles/Radio.css";
import { useEffect, useMemo, useRef, useState } from "react";
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { dequal } from "dequal";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { errorData } from "../../../convex/model/errors";
import { cleanSeo, SEO_DESCRIPTION_LIMIT, SEO_PLAN_MESSAGE, SEO_TITLE_LIMIT, validateSeo, type SeoSettings } from "../../../convex/model/seo";
import { useErrorText, useMessage } from "../../i18n/messages";
import { portfolioMeta } from "../../public-page/portfolioMeta";
import { APP_BASENAME } from "../../lib/basePath";
import { publicPageHref } from "../../lib/publicLink";
import { readPageTags, seoChecklist, type CheckItem } from "./seoChecklist";
import { useFormFollows } from "../../lib/useFormFollows";
import { InlineLoader } from "../../ui/InlineLoader";
import { UpgradeLink } from "../../plans/UpgradeLink";
import type { PublishedSummary } from "../types";
import { appearanceOf } from "./searchAppearance";
import { SearchPreview } from "./SearchPreview";
import { SeoChecklist } from "./SeoChecklist";
import { SeoCounter } from "./SeoCounter";

/**
 * SEO tools (Business): the page's own title and description with counters, the link-preview
 * picture, a live preview of the search result and the shared card (drawn by the same function
 * as the served page's head), and a checklist read from the page as served. Other plans see all
 * of it for their page, read-only, with the way to upgrade.
 */
export function SeoCard({ uid, published }: { uid: string; published: PublishedSummary | null }) {
  const { t } = useTranslation("dashboard");
  const seo = useQuery(api.seo.settings);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="seo-heading">
      <Title order={2} size="h4" id="seo-heading" mb="sm">
        {t("seo.title")}
      </Title>
      {seo === undefined || seo === null ? (
        <InlineLoader label={t("seo.loading")} />
      ) : (
        <SeoBody uid={uid} published={published} allowed={seo.allowed} saved={seo.settings} hasPhoto={seo.hasPhoto} />
      )}
    </Card>
  );
}

function SeoBody({
  uid,
  published,
  allowed,
  saved,
  hasPhoto,
}: {
  uid: string;
  published: PublishedSummary | null;
  allowed: boolean;
  saved: SeoSettings;
  hasPhoto: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const message = useMessage();
  const errorText = useErrorText();
  const save = useMutation(api.seo.save);
  const form = useForm<SeoSettings>({
    mode: "controlled",
    initialValues: saved,
    // The server's own rules (model/seo.ts), said as the person types.
    validate: (values) => Object.fromEntries(Object.entries(validateSeo(values)).map(([field, error]) => [field, message(error)])),
    validateInputOnChange: true,
  });
  const values = form.values;
  useFormFollows(form, saved);
  const savedKey = JSON.stringify(saved);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const dirty = !dequal(cleanSeo(values), cleanSeo(saved));

  const page = useQuery(api.portfolios.getPublic, published ? { userId: uid } : "skip");
  const appearance = useMemo(() => {
    if (!published || page?.status !== "published") return null;
    return appearanceOf(portfolioMeta({ ...page, seo: cleanSeo(values) }, { origin: window.location.origin, basePath: APP_BASENAME, path: published.path }));
  }, [page, values, published]);
  const checklist = useServedChecklist(published ? publicPageHref(published.path) : null, `${savedKey}|${published?.publishedAt ?? ""}`);

  const submit = form.onSubmit(async (settings) => {
    if (!allowed) return;
    try {
      await save({ settings: cleanSeo(settings) });
      notifications.show({ color: "teal", message: t("seo.saved") });
    } catch (error) {
      const fields = (errorData(error)?.fields as Record<string, string> | undefined) ?? {};
      form.setErrors(Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, message(text)])));
      notifications.show({ color: "red", message: errorText(error, t("seo.failed")) });
    }
  });

  // The counters count what the page will carry: the owner's text, or the page's own when empty.
  return (
    <Stack gap="lg">
      {!allowed && (
        <Alert color="grape" title={t("seo.businessPlan")}>
          {message(SEO_PLAN_MESSAGE)} {t("seo.readOnly")} <UpgradeLink capability="seoTools" />
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              ref={titleRef}
              id="seo-title"
              label={t("seo.pageTitle")}
              description={<SeoCounter count={(appearance?.title ?? values.title.trim()).length} limit={SEO_TITLE_LIMIT} empty={t("seo.titleEmpty")} />}
              {...form.getInputProps("title")}
              readOnly={!allowed}
            />
            <Textarea
              ref={descriptionRef}
              id="seo-description"
              label={t("seo.description")}
              description={
                <SeoCounter
                  count={(appearance?.description ?? values.description.trim()).length}
                  limit={SEO_DESCRIPTION_LIMIT}
                  empty={t("seo.descriptionEmpty")}
                />
              }
              {...form.getInputProps("description")}
              readOnly={!allowed}
              autosize
              minRows={3}
            />
            <Radio.Group label={t("seo.picture")} value={values.image} onChange={(value) => form.setFieldValue("image", value === "photo" ? "photo" : "card")}>
              <Group gap="lg" mt={6}>
                <Radio value="card" label={t("seo.card")} disabled={!allowed} />
                <Radio value="photo" label={t("seo.photo")} disabled={!allowed || !hasPhoto} description={hasPhoto ? undefined : t("seo.photoFirst")} />
              </Group>
            </Radio.Group>
            {allowed && (
              <Group>
                <Button type="submit" loading={form.submitting} disabled={!dirty}>
                  {t("seo.save")}
                </Button>
                {dirty && (
                  <Button variant="subtle" onClick={() => form.setValues(saved)}>
                    {t("seo.discard")}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </form>
        {published === null ? (
          <Text size="sm">{t("seo.publishFirst")}</Text>
        ) : appearance === null ? (
          <InlineLoader label={t("seo.previewLoading")} />
        ) : (
          <SearchPreview appearance={appearance} />
        )}
      </SimpleGrid>
      {published !== null && (
        <section aria-labelledby="seo-checklist-heading">
          <Title order={3} size="h5" id="seo-checklist-heading" mb="xs">
            {t("seo.checklistTitle")}
          </Title>
          {checklist.status === "loading" ? (
            <InlineLoader label={t("seo.reading")} />
          ) : checklist.status === "error" ? (
            <Text size="sm">{t("seo.readFailed")}</Text>
          ) : (
            <SeoChecklist
              items={checklist.items}
              templateId={published.templateId}
              onFixSeoField={allowed ? (field) => (field === "title" ? titleRef : descriptionRef).current?.focus() : null}
            />
          )}
        </section>
      )}
    </Stack>
  );
}

type ChecklistState = { status: "loading" } | { status: "error" } | { status: "ready"; items: CheckItem[] };

/**
 * Reads the page as served (its HTML and head) and checks it, again whenever `version` changes
 * (a publish, saved settings). Marked as a prefetch, so it is not counted as a view.
 */
function useServedChecklist(href: string | null, version: string): ChecklistState {
  const [state, setState] = useState<ChecklistState>({ status: "loading" });
  useEffect(() => {
    if (href === null) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch(href, { headers: { Purpose: "prefetch" }, signal: controller.signal, cache: "no-store" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const doc = new DOMParser().parseFromString(await response.text(), "text/html");
        setState({ status: "ready", items: seoChecklist(doc, readPageTags(doc)) });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn("Could not read the published page for the SEO checklist", error);
          setState({ status: "error" });
        }
      });
    return () => controller.abort();
  }, [href, version]);
  return state;
}
