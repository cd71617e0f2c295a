import type { ListSection } from "../../convex/model/formData";
import { Suspense } from "react";
import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EntryList } from "./lazyPanels";
import type { ImageFieldBinding } from "./SectionFields";
import type { Bind } from "./bind";
import { relevantSlot } from "./session/previewContent";
import type { BuilderSection, PanelContext } from "./sections";
import type { Id } from "../../convex/_generated/dataModel";
import { imageIdOfSlot, type BuilderSession, type FormState } from "./session/session";
import { translatedEntryTexts } from "../../convex/model/translationEdits";

const NOUNS: Record<ListSection, string> = { skills: "skill", experience: "experience", projects: "project", education: "education" };
/** About how tall an entry of each list is (px), for entries not on screen yet (EntryList). */
const ENTRY_HEIGHTS: Record<ListSection, number> = { skills: 200, experience: 480, projects: 820, education: 420 };

type Props = {
  section: BuilderSection;
  session: BuilderSession;
  state: FormState;
  bind: Bind;
  onRemove: (section: ListSection, index: number) => void;
  /** The translation the form edits (its tag), if not the main language: its texts and errors are the entries' too. */
  language?: string;
};

const lastImageBindings = new WeakMap<BuilderSession, Map<string, ImageFieldBinding>>();

/** The open section's editor, given what every panel needs (see sections.tsx). */
export function SectionPanel({ section, session, state, bind, onRemove, language }: Props) {
  const { t } = useTranslation("builder");
  const headingId = `builder-section-${section.id}`;

  // The same binding while the slot's picture and upload are the same (its handlers depend on the slot only), so the memoised ImageField skips typing.
  const image = (slot: string): ImageFieldBinding => {
    const id = imageIdOfSlot(state.values, slot) as Id<"_storage"> | null;
    const src = id === null ? null : (state.knownImages[id]?.src ?? null);
    const upload = relevantSlot(state, slot, id);
    let bindings = lastImageBindings.get(session);
    if (!bindings) lastImageBindings.set(session, (bindings = new Map()));
    const last = bindings.get(slot);
    if (last && last.src === src && last.slot === upload) return last;
    const binding: ImageFieldBinding = {
      src,
      slot: upload,
      onPick: (file) => session.pickImage(slot, file),
      onRemove: () => session.removeImage(slot),
      onRetry: () => session.retryImage(slot),
    };
    bindings.set(slot, binding);
    return binding;
  };

  // What one entry's fields show: its values, its errors and (projects) its pictures.
  const entryDeps = (name: ListSection) => (index: number) => {
    const entry = state.values[name][index];
    const prefix = `${name}.${index}.`;
    const translated = language === undefined ? null : `translations.${language}.${name}.${entry?.id}.`;
    const errors = Object.entries(state.errors)
      .filter(([path]) => path.startsWith(prefix) || (translated !== null && path.startsWith(translated)))
      .join("\n");
    const texts = language === undefined ? [] : [language, translatedEntryTexts(state.values, language, `${name}.${entry?.id}.`)];
    return name === "projects" ? [entry, errors, state.images[entry?.id ?? ""], state.knownImages, ...texts] : [entry, errors, ...texts];
  };

  const list: PanelContext["list"] = (name, fields, summary) => (
    <EntryList
      title={t(`sections.${name}`)}
      noun={NOUNS[name]}
      headingId={headingId}
      keys={state.values[name].map((entry) => entry.id ?? "")}
      summary={summary}
      renderFields={fields}
      entryDeps={entryDeps(name)}
      entryHeight={ENTRY_HEIGHTS[name]}
      onAdd={() => session.addItem(name)}
      onRemove={(index) => onRemove(name, index)}
      onMove={(from, to) => session.moveItem(name, from, to)}
      error={state.errors[name]}
    />
  );

  const { Panel } = section;
  return (
    // The lists and editors not shown at first load apart (lazyPanels.tsx): a loader in the rare case one is not here yet.
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-label={t("loadingSection")} />
        </Center>
      }
    >
      <Panel session={session} state={state} bind={bind} headingId={headingId} image={image} list={list} />
    </Suspense>
  );
}
