import { useCallback, useMemo, useState } from "react";
import { FIELD_LABELS, sectionById, sectionOfPath, type BuilderSectionId } from "./sections";
import type { BuilderSession } from "./session/session";
import { themePath } from "../../convex/model/theme";
import { i18n } from "../i18n/i18n";
import { languageName } from "./languages/languageNames";

/** Names for what a step changed, in the words of the panels (lower case, after "Undid: "): their keys in the builder catalogue. */
const CHANGE_NAMES: Record<string, string> = {
  [themePath("scheme")]: "history.scheme",
  [themePath("accent")]: "history.accent",
  [themePath("fonts")]: "history.fonts",
  sections: "history.sections",
  socialLinks: "history.socialLinks",
  links: "history.links",
};

const nameOf = (path: string): string => {
  // A translated text: its field's name and language, "role (Français)".
  const translated = /^translations\.([^.]+)(?:\.(.+))?$/.exec(path);
  if (translated) return translated[2] ? `${nameOf(translated[2])} (${languageName(translated[1]!)})` : languageName(translated[1]!);
  const key = CHANGE_NAMES[path] ?? CHANGE_NAMES[path.split(".")[0]!];
  if (key) return i18n.t(`builder:${key}`);
  return (FIELD_LABELS[path] ? i18n.t(`builder:fieldLabels.${path}`) : i18n.t(`builder:sections.${sectionById(sectionOfPath(path)).id}`)).toLowerCase();
};

/** "Undid: colour scheme", "Redid: skills, projects"; at most three names. */
export function describeHistoryStep(verb: "Undid" | "Redid", paths: string[]): string {
  const names = [...new Set(paths.map(nameOf))];
  const shown = names.length > 3 ? [...names.slice(0, 3), i18n.t("builder:history.more", { n: names.length - 3 })] : names;
  return i18n.t(verb === "Undid" ? "builder:history.undid" : "builder:history.redid", { names: shown.join(", ") });
}

/**
 * Undo and Redo that say what they changed ("Undid: colour scheme") and bring the panel holding
 * it into view, since a step can belong to another panel than the one open.
 */
export function useHistoryActions(
  session: BuilderSession,
  focus: { active: BuilderSectionId; switchSection: (id: BuilderSectionId) => void },
  /** Told what a step changed (form paths), e.g. to show the language of a translated text. */
  onStep?: (paths: string[]) => void,
) {
  const [note, setNote] = useState("");
  const step = useCallback(
    (verb: "Undid" | "Redid") => {
      const paths = verb === "Undid" ? session.undo() : session.redo();
      if (paths.length === 0) return;
      setNote(describeHistoryStep(verb, paths));
      onStep?.(paths);
      const section = sectionOfPath(paths[0]!);
      if (section !== focus.active) focus.switchSection(section);
    },
    [session, focus, onStep],
  );
  return useMemo(() => ({ note, undo: () => step("Undid"), redo: () => step("Redid") }), [note, step]);
}
