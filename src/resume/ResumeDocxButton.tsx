import { useState } from "react";
import { Button, type ButtonProps } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileTypeDocx } from "@tabler/icons-react";
import { useConvex } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { localizedFormData } from "../../convex/model/formTranslations";
import { saveFile } from "../lib/saveFile";
import { paperAccent } from "./resumeLook";
import { resumeFileName, resumeOf } from "./resumeModel";

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * Downloads the résumé as an editable Word file: the saved draft and résumé settings as they are
 * now (read when clicked), the same model as the PDF, in `language` (one of the portfolio's; the main
 * one when absent). The Word writer loads only on the click.
 */
export function ResumeDocxButton({ variant = "default", label, language }: { variant?: ButtonProps["variant"]; label?: string; language?: string }) {
  const { t } = useTranslation("resume");
  const convex = useConvex();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const [draft, options, { resumeDocxBlob }, { pageWordsFor }] = await Promise.all([
        convex.query(api.drafts.get, {}),
        convex.query(api.resumeSettings.get, {}),
        import("./resumeDocx"),
        // The résumé's own words (section names) in its language; loaded with the Word writer.
        import("../templates/shared/pageWordsCatalogue"),
      ]);
      if (draft === null) {
        notifications.show({ color: "yellow", message: t("noDraft") });
        return;
      }
      const formData = language === undefined ? draft.formData : localizedFormData(draft.formData, language);
      const resume = resumeOf(formData, { options: options ?? undefined, locale: formData.language, words: pageWordsFor(formData.language) });
      saveFile(await resumeDocxBlob(resume, paperAccent(draft.templateId, draft.formData.theme)), resumeFileName(resume.name, "docx"), DOCX_TYPE);
    } catch {
      notifications.show({ color: "red", message: t("wordFailed") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} leftSection={<IconFileTypeDocx size={16} aria-hidden />} onClick={() => void download()} loading={busy}>
      {label ?? t("word")}
    </Button>
  );
}
