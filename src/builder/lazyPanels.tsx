import { use, type ComponentType } from "react";

type Later = typeof import("./laterPanels");

let loaded: Later | null = null;
let loading: Promise<Later> | null = null;

/** Loads the later panels' chunk (once; again after a failure, e.g. offline). */
export function loadLaterPanels(): Promise<Later> {
  loading ??= import("./laterPanels").then(
    (panels) => (loaded = panels),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// The first load of the builder shows Personal: the other editors' code downloads beside the
// draft, not before the form, and is there by the time a section is opened.
if (typeof window !== "undefined") loadLaterPanels().catch(() => undefined);

/**
 * A later panel by name: rendered directly once its chunk is here, else it suspends on the chunk
 * (SectionPanel's Suspense shows a loader meanwhile). `use` rather than `lazy`: the same component
 * either way, and React's act() in the tests waits for it.
 */
function later<K extends keyof Later>(name: K): Later[K] {
  type Props = Record<string, unknown>;
  function LaterPanel(props: Props) {
    const Panel = (loaded ?? use(loadLaterPanels()))[name] as unknown as ComponentType<Props>;
    return <Panel {...props} />;
  }
  LaterPanel.displayName = `Later(${name})`;
  return LaterPanel as unknown as Later[K];
}

export const EntryList = later("EntryList");
export const CustomSectionsPanel = later("CustomSectionsPanel");
export const ProjectGalleryFields = later("ProjectGalleryFields");
export const SectionLayoutPanel = later("SectionLayoutPanel");
export const ThemePanel = later("ThemePanel");
export const LanguagesPanel = later("LanguagesPanel");
