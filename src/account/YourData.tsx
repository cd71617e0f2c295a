import { useState } from "react";
import { Alert, Button, Card, FileButton, Group, List, Modal, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconFileImport } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { useConvex, useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorData, errorMessage } from "../../convex/model/errors";
import { IMPORT_MAX_BYTES } from "../../convex/model/jsonResume";
import { parseJsonResume } from "../../convex/model/jsonResumeImport";
import { mergeImport } from "../../convex/model/jsonResumeMerge";
import type { FormData } from "../../convex/model/formData";
import type { ImportResult } from "../../convex/model/jsonResumeImport";
import type { CsvFile } from "../../convex/model/linkedIn";
import { ResumeDocxButton } from "../resume/ResumeDocxButton";
import { ResumeLinkButton } from "../resume/ResumeLinkButton";
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
          notifications.show({
            color: "yellow",
            message: "There is nothing to export yet: save a draft first.",
          });
          return;
        }
        saveFile(`${JSON.stringify(resume, null, 2)}\n`, "resume.json", "application/json");
      }
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Export failed",
        message: errorMessage(error, "Please check your connection and try again."),
      });
    } finally {
      setBusy(null);
    }
  };

  const pick = async (file: File | null) => {
    if (file === null || draft === undefined) return;
    setProblems(null);
    if (file.size > IMPORT_MAX_BYTES) return setProblems([`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`]);
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
    const current: FormData | null = draft?.formData ?? null;
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
    preview({ kind: "linkedin", files: read.files }, zip?.name ?? `${chosen.length} CSV file${chosen.length === 1 ? "" : "s"}`, result);
  };

  const confirmImport = async () => {
    if (pending === null) return;
    setBusy("import");
    try {
      if (pending.source.kind === "resume") await importResume({ json: pending.source.json, baseRevision: pending.baseRevision });
      else await importLinkedIn({ files: pending.source.files, baseRevision: pending.baseRevision });
      notifications.show({
        color: "green",
        message: "Imported into your draft. Not happy with it? Restore a version from your publish history, or import your previous export.",
      });
      setPending(null);
    } catch (error) {
      const data = errorData(error);
      if (data?.problems) setProblems(data.problems);
      else if (data?.code === "portfolio/conflict")
        setProblems(["Your draft was changed on another device or tab meanwhile. Nothing was imported: choose the file again."]);
      else setProblems([errorMessage(error, "The import failed. Please check your connection and try again.")]);
      setPending(null);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="data-heading">
      <Title order={2} size="h3" id="data-heading" mb="xs">
        Your data
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Take everything with you, or bring a résumé in. JSON Resume files work with many other tools.
      </Text>
      <Stack gap="md">
        <Group gap="sm">
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportData("zip")} disabled={busy !== null}>
            {busy === "zip" ? "Preparing…" : "Download my data"}
          </Button>
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportData("resume")} disabled={busy !== null}>
            {busy === "resume" ? "Preparing…" : "Export as JSON Resume"}
          </Button>
          <ResumeLinkButton variant="light" />
          <ResumeDocxButton variant="light" />
          <FileButton onChange={(file) => void pick(file)} accept="application/json,.json" disabled={busy !== null || draft === undefined}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
                Import JSON Resume
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
                Import LinkedIn export
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          The zip holds your account details, draft, published page, publish history and pictures. Imports (up to 1 MB) replace your draft only; your published
          page changes when you publish. For LinkedIn, choose the ZIP from &ldquo;Get a copy of your data&rdquo; (or its CSV files).
        </Text>
        {problems && (
          <Alert color="red" title="This file cannot be imported" role="alert">
            <List size="sm" spacing={2}>
              {problems.map((problem, i) => (
                <List.Item key={i}>{problem}</List.Item>
              ))}
            </List>
            <Text size="sm" mt="xs">
              Nothing was changed.
            </Text>
          </Alert>
        )}
      </Stack>

      {/* Compound parts so the header is a plain div (a second <header> reads as a second banner). */}
      <Modal.Root opened={pending !== null} onClose={() => setPending(null)} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={700}>Import this résumé into your draft?</Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Modal.Header>
          <Modal.Body>
            {pending && (
              <Stack gap="sm">
                <Text size="sm">From {pending.fileName}:</Text>
                {pending.lines.length === 0 ? (
                  <Text size="sm">It holds the same content as your draft: nothing would change.</Text>
                ) : (
                  <List size="sm" spacing={4} aria-label="What the import changes">
                    {pending.lines.map((line) => (
                      <List.Item key={line.section}>
                        <Text component="span" size="sm" fw={600}>
                          {line.label}
                        </Text>{" "}
                        {line.action === "filled" ? "will be filled" : "will be replaced"} ({line.summary.replace(/^[^“]*/, (plain) => plain.toLowerCase())})
                      </List.Item>
                    ))}
                  </List>
                )}
                {pending.notes.length > 0 && (
                  <Alert color="gray" title="Left out">
                    <List size="sm" spacing={2}>
                      {pending.notes.map((note, i) => (
                        <List.Item key={i}>{note}</List.Item>
                      ))}
                    </List>
                  </Alert>
                )}
                <Text size="xs" c="dimmed">
                  Your photo, template and published page stay as they are. The import becomes your draft&apos;s next revision: to undo it, restore a version
                  from your publish history, or first use Export as JSON Resume to keep a copy of your current draft that you can import back.
                </Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setPending(null)} disabled={busy === "import"}>
                    Cancel
                  </Button>
                  <Button onClick={() => void confirmImport()} disabled={busy === "import" || pending.lines.length === 0}>
                    {busy === "import" ? "Importing…" : "Import"}
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
