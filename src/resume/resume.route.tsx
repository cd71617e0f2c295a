import { Button, Group, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconFileTypePdf } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { Link, useSearchParams } from "react-router";
import { api } from "../../convex/_generated/api";
import { DEFAULT_RESUME_OPTIONS } from "../../convex/model/resumeOptions";
import { localizedFormData } from "../../convex/model/formTranslations";
import { ResumeDocument } from "./ResumeDocument";
import { ResumeDocxButton } from "./ResumeDocxButton";
import { ResumeLanguage, resumeLanguages } from "./ResumeLanguage";
import { ResumeSettings } from "./ResumeSettings";
import { usePrintTitle } from "./usePrintTitle";
import type { Route } from "./+types/resume.route";
import { pageMeta } from "../i18n/pageMeta";
import { DraftLoading, NoDraft } from "../ui/DraftStates";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "resume");

/**
 * The portfolio as a printable résumé. It follows the saved draft live (like the builder and the
 * preview): a résumé is sent by its owner, so it should carry their latest words whether or not
 * they have published, and someone who never publishes can still print one. The browser's print
 * dialog makes the PDF; resume.css lays out the paper. A portfolio in several languages is
 * printed in the one chosen (`?lang=<tag>`, so a reload or a shared link keeps it).
 */
export default function ResumePage() {
  const draft = useQuery(api.drafts.get, {});
  const options = useQuery(api.resumeSettings.get, {}) ?? DEFAULT_RESUME_OPTIONS;
  const [params, setParams] = useSearchParams();
  const languages = draft ? resumeLanguages(draft.formData) : [];
  const language = languages.find((tag) => tag === params.get("lang")) ?? languages[0];
  // The main language reads as the draft itself; another with its texts, falling back to the main ones.
  const formData = draft && language !== undefined ? localizedFormData(draft.formData, language) : draft?.formData;
  const name = formData?.name.trim();
  usePrintTitle(name ? `${name} – Résumé` : "Résumé");
  if (draft === undefined) return <DraftLoading />;
  if (draft === null || formData === undefined) {
    return (
      <NoDraft title="No résumé yet" action="to start building it.">
        Your résumé is made from your portfolio, and you have no saved draft.
      </NoDraft>
    );
  }
  return (
    <div className="rs-screen">
      <div className="rs-toolbar">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              Résumé
            </Title>
            <Text size="sm" c="dimmed" id="resume-print-hint">
              Made from your saved draft, in your portfolio&apos;s section order. For the PDF, choose &ldquo;Save as PDF&rdquo; in the print dialog; the Word
              file can be edited.
            </Text>
          </div>
          <Group gap="sm">
            <Button
              component={Link}
              to={`/builder/${encodeURIComponent(draft.templateId)}`}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Edit portfolio
            </Button>
            <Button onClick={() => window.print()} leftSection={<IconFileTypePdf size={16} aria-hidden />} aria-describedby="resume-print-hint">
              Download as PDF
            </Button>
            <ResumeDocxButton label="Download as Word" language={language} />
          </Group>
        </Group>
        <ResumeLanguage
          formData={draft.formData}
          value={language ?? ""}
          onChange={(tag) => setParams(tag === languages[0] ? {} : { lang: tag }, { replace: true })}
        />
        <ResumeSettings formData={formData} options={options} />
      </div>
      <ResumeDocument formData={formData} templateId={draft.templateId} options={options} />
    </div>
  );
}
