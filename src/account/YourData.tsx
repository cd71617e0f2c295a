import { useState } from "react";
import { Alert, Button, Card, FileButton, Group, List, Modal, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconFileImport } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { Trans, useTranslation } from "react-i18next";
import { useConvex, useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { fileTooLargeMessage, IMPORT_MAX_BYTES } from "../../convex/model/jsonResume";
import { parseJsonResume } from "../../convex/model/jsonResumeImport";
import { mergeImport } from "../../convex/model/jsonResumeMerge";
import type { PortfolioFormData } from "../../convex/model/formData";
import type { ImportResult } from "../../convex/model/jsonResumeImport";
import type { CsvFile } from "../../convex/model/linkedIn";
import { useErrorText, useMessage } from "../i18n/messages";
import { ResumeDocxButton } from "../resume/ResumeDocxButton";
import { ResumeLinkButton } from "../resume/ResumeLinkButton";
import { useChangeSummary } from "../publishing/changeSummary";
import { importPreview, type PreviewLine } from "./importPreview";

/** What the confirmed import sends: the JSON Resume's text, or the LinkedIn export's CSV files. */
type Source = { kind: "resume"; json: string } | { kind: "linkedin"; files: CsvFile[] };

type Pending = {
  source: Source;
  fileName: string;
  lines: PreviewLine[];
  notes: string[];
  baseRevision: number;
};

const day = () => new Date().toISOString().slice(0, 10);

/** A chosen file's text (FileReader: the widest support). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsText(file);
  });
}

/**
 * Data portability: "Download my data" (a zip of everything the account holds), "Export as JSON
 * Resume", and importing a JSON Resume into the draft after a preview.
 */
export function YourData() {
  const convex = useConvex();
  const draft = useQuery(api.drafts.get, {});
  const importResume = useMutation(api.drafts.importJsonResume);
  const importLinkedIn = useMutation(api.drafts.importLinkedIn);
  const [busy, setBusy] = useState<"zip" | "resume" | "import" | null>(null);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const { t } = useTranslation("account");
  const message = useMessage();
  const summary = useChangeSummary();
  const errorText = useErrorText();

  const exportData = async (kind: "zip" | "resume") => {
    setBusy(kind);
    try {
      // The zip code (fflate) loads only when asked for.
      const [data, { allMessages, allVersions, buildDataZip, resumeOf, saveFile }] = await Promise.all([
        convex.query(api.dataExport.get, {}),
        import("./data/dataZip"),
      ]);
      if (data === null) throw new Error("signed out");
      if (kind === "zip") {
        const messages = await allMessages((args) => convex.query(api.dataExport.messages, args));
        const history = await allVersions((args) => convex.query(api.dataExport.history, args));
        saveFile(await buildDataZip(data, { messages, history }), `portfolio-builder-data-${day()}.zip`, "application/zip");
      } else {
        const resume = resumeOf(data);
        if (resume === null) {
          notifications.show({ color: "yellow", message: t("data.nothingToExport") });
          return;
        }
        saveFile(`${JSON.stringify(resume, null, 2)}\n`, "resume.json", "application/json");
      }
    } catch (error) {
      notifications.show({ color: "red", title: t("data.exportFailed"), message: errorText(error, t("checkConnection")) });
    } finally {
      setBusy(null);
    }
  };

  const pick = async (file: File | null) => {
    if (file === null || draft === undefined) return;
    setProblems(null);
    if (file.size > IMPORT_MAX_BYTES) return setProblems([fileTooLargeMessage(IMPORT_MAX_BYTES)]);
    const json = await readText(file);
    const result = parseJsonResume(json);
    if (!result.ok) return setProblems(result.problems);
    // The official schema's own checks, loaded only now.
    const { schemaProblems } = await import("./data/resumeSchema");
    const fromSchema = schemaProblems(JSON.parse(json));
    if (fromSchema.length > 0) return setProblems(fromSchema);
    preview({ kind: "resume", json }, file.name, result);
  };

  /** The preview of an import: what it fills and replaces in the draft, and what was left out. */
  const preview = (source: Source, fileName: string, result: Extract<ImportResult, { ok: true }>) => {
    const current: PortfolioFormData | null = draft?.formData ?? null;
    const templateId = draft?.templateId ?? "minimalist";
    setPending({
      source,
      fileName,
      lines: importPreview(current, mergeImport(current, result.formData, result.language), templateId),
      notes: result.notes,
      baseRevision: draft?.revision ?? 0,
    });
  };

  /** A LinkedIn data export: the ZIP as downloaded, or its CSV files (the reading code loads only now). */
  const pickLinkedIn = async (chosen: File[]) => {
    if (chosen.length === 0 || draft === undefined) return;
    setProblems(null);
    const [{ readLinkedInZip, readLinkedInCsvs }, { fromLinkedInExport }] = await Promise.all([
      import("./data/linkedInZip"),
      import("../../convex/model/linkedIn"),
    ]);
    const zip = chosen.find((file) => /\.zip$/i.test(file.name));
    const read = zip ? await readLinkedInZip(zip) : await readLinkedInCsvs(chosen);
    if (!read.ok) return setProblems(read.problems);
    const result = fromLinkedInExport(read.files);
    if (!result.ok) return setProblems(result.problems);
    preview({ kind: "linkedin", files: read.files }, zip?.name ?? t("data.csvFiles", { count: chosen.length }), result);
  };

  const confirmImport = async () => {
    if (pending === null) return;
    setBusy("import");
    try {
      if (pending.source.kind === "resume") await importResume({ json: pending.source.json, baseRevision: pending.baseRevision });
      else await importLinkedIn({ files: pending.source.files, baseRevision: pending.baseRevision });
      notifications.show({ color: "green", message: t("data.imported") });
      setPending(null);
    } catch (error) {
      const data = errorData(error);
      if (data?.problems) setProblems(data.problems);
      else if (data?.code === "portfolio/conflict") setProblems([t("data.conflict")]);
      else setProblems([errorText(error, t("data.importFailed"))]);
      setPending(null);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="data-heading">
      <Title order={2} size="h3" id="data-heading" mb="xs">
        {t("data.heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("data.text")}
      </Text>
      <Stack gap="md">
        <Group gap="sm">
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportData("zip")} disabled={busy !== null}>
            {busy === "zip" ? t("data.preparing") : t("data.download")}
          </Button>
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportData("resume")} disabled={busy !== null}>
            {busy === "resume" ? t("data.preparing") : t("data.exportResume")}
          </Button>
          <ResumeLinkButton variant="light" />
          <ResumeDocxButton variant="light" />
          <FileButton onChange={(file) => void pick(file)} accept="application/json,.json" disabled={busy !== null || draft === undefined}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
                {t("data.importResume")}
              </Button>
            )}
          </FileButton>
          <FileButton
            onChange={(files) => void pickLinkedIn(files)}
            accept="application/zip,.zip,text/csv,.csv"
            multiple
            disabled={busy !== null || draft === undefined}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
                {t("data.importLinkedIn")}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t("data.note")}
        </Text>
        {problems && (
          <Alert color="red" title={t("data.problemsTitle")} role="alert">
            <List size="sm" spacing={2}>
              {problems.map((problem, i) => (
                <List.Item key={i}>{message(problem)}</List.Item>
              ))}
            </List>
            <Text size="sm" mt="xs">
              {t("data.nothingChanged")}
            </Text>
          </Alert>
        )}
      </Stack>

      {/* Compound parts so the header is a plain div (a second <header> reads as a second banner). */}
      <Modal.Root opened={pending !== null} onClose={() => setPending(null)} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={700}>{t("data.previewTitle")}</Modal.Title>
            <Modal.CloseButton aria-label={t("close")} />
          </Modal.Header>
          <Modal.Body>
            {pending && (
              <Stack gap="sm">
                <Text size="sm">{t("data.from", { file: pending.fileName })}</Text>
                {pending.lines.length === 0 ? (
                  <Text size="sm">{t("data.same")}</Text>
                ) : (
                  <List size="sm" spacing={4} aria-label={t("data.changes")}>
                    {pending.lines.map((line) => (
                      <List.Item key={line.section}>
                        <Trans
                          t={t}
                          i18nKey={line.action === "filled" ? "data.filled" : "data.replaced"}
                          values={{ section: t(`data.sections.${line.section}`), summary: summary(line) }}
                          components={{ strong: <Text component="span" size="sm" fw={600} /> }}
                        />
                      </List.Item>
                    ))}
                  </List>
                )}
                {pending.notes.length > 0 && (
                  <Alert color="gray" title={t("data.leftOut")}>
                    <List size="sm" spacing={2}>
                      {pending.notes.map((note, i) => (
                        <List.Item key={i}>{message(note)}</List.Item>
                      ))}
                    </List>
                  </Alert>
                )}
                <Text size="xs" c="dimmed">
                  {t("data.previewNote")}
                </Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setPending(null)} disabled={busy === "import"}>
                    {t("cancel")}
                  </Button>
                  <Button onClick={() => void confirmImport()} disabled={busy === "import" || pending.lines.length === 0}>
                    {busy === "import" ? t("data.importing") : t("data.import")}
                  </Button>
                </Group>
              </Stack>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Card>
  );
}
