import { lazy, type ComponentType } from "react";

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
 * A later panel by name: rendered directly once its chunk is here (no Suspense, no extra render),
 * else lazily (SectionPanel's Suspense shows a loader meanwhile).
 */
function later<K extends keyof Later>(name: K): Later[K] {
  type Props = Record<string, unknown>;
  const Lazy = lazy(async () => ({ default: (await loadLaterPanels())[name] as unknown as ComponentType<Props> }));
  function LaterPanel(props: Props) {
    const Loaded = loaded?.[name] as unknown as ComponentType<Props> | undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  LaterPanel.displayName = `Later(${name})`;
  return LaterPanel as unknown as Later[K];
}

export const EntryList = later("EntryList");
export const CustomSectionsPanel = later("CustomSectionsPanel");
export const ProjectGalleryFields = later("ProjectGalleryFields");
export const SectionLayoutPanel = later("SectionLayoutPanel");
export const ThemePanel = later("ThemePanel");
