import { useState } from "react";
import { Alert, Autocomplete, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import {
  RESUME_KINDS,
  RESUME_KIND_TITLES,
  SUGGESTED_SECTION_TITLES,
  customLayoutId,
  customSectionTitle,
  emptyCustomEntry,
  newCustomSectionId,
  customEntryPath,
  customSectionPath,
  type CustomSection,
} from "../../convex/model/customSections";
import { LIMITS } from "../../convex/model/limits";
import { EntryList } from "./EntryList";
import { GrowingTextarea } from "./fields/GrowingTextarea";
import { MARKDOWN_HELP } from "./fields/MarkdownHelp";
import { SectionHeading, type ImageFieldBinding } from "./SectionFields";
import { ImageField } from "./ImageField";
import type { Bind } from "./bind";
import { newItemId } from "./session/ids";
import type { BuilderSession, SessionState } from "./session/session";

type Props = { session: BuilderSession; state: SessionState; bind: Bind; headingId: string; image: (slot: string) => ImageFieldBinding };

/** The JSON Resume list a new section mirrors, when its title names one no other section mirrors yet. */
function kindFor(title: string, sections: CustomSection[]): CustomSection["kind"] {
  const key = title.trim().toLowerCase();
  const kind = RESUME_KINDS.find((k) => RESUME_KIND_TITLES[k].toLowerCase() === key || k === key);
  return kind && !sections.some((s) => s.kind === kind) ? kind : undefined;
}

/**
 * Sections of the owner's own (Awards, Talks, Languages…): add one with any title, edit its
 * entries with the same list editor as Experience or Projects, delete it. Order and visibility
 * are set with the built-in sections in "Page sections".
 */
export function CustomSectionsPanel({ session, state, bind, headingId, image }: Props) {
  const sections = state.values.customSections ?? [];
  const [title, setTitle] = useState("");
  const full = sections.length >= LIMITS.customSections;

  const setSections = (next: CustomSection[]) => session.setField("customSections", next);
  const add = () => {
    const name = title.trim().slice(0, LIMITS.customSectionTitle);
    if (name === "" || full) return;
    const kind = kindFor(name, sections);
    const section: CustomSection = {
      id: newCustomSectionId(sections),
      title: name,
      ...(kind ? { kind } : {}),
      entries: [{ ...emptyCustomEntry(), id: newItemId() }],
    };
    setSections([...sections, section]);
    setTitle("");
  };
  const remove = (index: number) => {
    const gone = sections[index]!;
    // One step (one undo): the section and its place in the page's layout go together.
    session.replaceValues({
      ...state.values,
      customSections: sections.filter((_, i) => i !== index),
      ...(state.values.sections ? { sections: state.values.sections.filter((entry) => entry.id !== customLayoutId(gone.id)) } : {}),
    });
  };

  return (
    <Stack gap="lg">
      <SectionHeading id={headingId}>Your sections</SectionHeading>
      <Text size="sm" c="dimmed">
        Add sections of your own, such as Awards, Publications, Talks or Languages. Order and hide them under Page sections.
      </Text>
      {state.errors.customSections && (
        <Alert color="red" role="alert">
          {state.errors.customSections}
        </Alert>
      )}
      {sections.map((section, i) => {
        const name = customSectionTitle(section);
        const entries = section.entries;
        return (
          <Paper key={section.id} withBorder radius="md" p="md" component="section" aria-label={name} data-custom-section={section.id}>
            <Stack gap="md">
              <Group align="flex-end" wrap="nowrap">
                <TextInput label="Section title" style={{ flex: 1 }} {...bind(customSectionPath(i, "title"))} />
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => remove(i)}
                  aria-label={`Delete section ${name}`}
                >
                  Delete
                </Button>
              </Group>
              <EntryList
                title={`${name} entries`}
                noun="entry"
                headingId={`${headingId}-${section.id}`}
                headingOrder={3}
                max={LIMITS.customEntries}
                keys={entries.map((entry) => entry.id ?? "")}
                summary={(j) => entries[j]?.title ?? ""}
                error={state.errors[customSectionPath(i, "entries")]}
                onAdd={() => {
                  const id = newItemId();
                  session.setField(customSectionPath(i, "entries"), [...entries, { ...emptyCustomEntry(), id }]);
                  return id;
                }}
                onRemove={(j) =>
                  session.setField(
                    customSectionPath(i, "entries"),
                    entries.filter((_, k) => k !== j),
                  )
                }
                onMove={(from, to) => {
                  if (to < 0 || to >= entries.length) return;
                  const next = [...entries];
                  const [moved] = next.splice(from, 1);
                  next.splice(to, 0, moved!);
                  session.setField(customSectionPath(i, "entries"), next);
                }}
                renderFields={(j, key) => (
                  <>
                    <SimpleGrid cols={{ base: 1, xs: 2 }}>
                      <TextInput label="Title" {...bind(customEntryPath(i, j, "title"))} />
                      <TextInput label="Subtitle" description="e.g. who gave it, where" {...bind(customEntryPath(i, j, "subtitle"))} />
                    </SimpleGrid>
                    <SimpleGrid cols={{ base: 1, xs: 2 }}>
                      <TextInput label="Date" placeholder="e.g. 2024 or 2019 – 2021" {...bind(customEntryPath(i, j, "date"))} />
                      <TextInput label="Link" type="url" placeholder="https://" {...bind(customEntryPath(i, j, "link"))} />
                    </SimpleGrid>
                    <GrowingTextarea label="Description" description={MARKDOWN_HELP} minRows={2} {...bind(customEntryPath(i, j, "description"))} />
                    <ImageField label="Image (optional)" name={`${name} entry ${j + 1} image`} {...image(key)} />
                  </>
                )}
              />
            </Stack>
          </Paper>
        );
      })}
      {sections.length === 0 && (
        <Text size="sm" c="dimmed">
          No sections of your own yet.
        </Text>
      )}
      {/* Not a <form>: the panel sits inside the builder's form. */}
      <div role="group" aria-label="Add a section">
        <Group align="flex-end" wrap="nowrap">
          <Autocomplete
            label="New section title"
            placeholder="e.g. Awards"
            data={SUGGESTED_SECTION_TITLES.filter((t) => !sections.some((s) => s.title.trim().toLowerCase() === t.toLowerCase()))}
            value={title}
            onChange={setTitle}
            onKeyDown={(event) => {
              if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
              event.preventDefault();
              add();
            }}
            maxLength={LIMITS.customSectionTitle}
            disabled={full}
            style={{ flex: 1 }}
          />
          <Button type="button" onClick={add} variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={full || title.trim() === ""}>
            Add section
          </Button>
        </Group>
        {full && (
          <Text size="sm" c="dimmed" mt="xs">
            You have reached the limit of {LIMITS.customSections} sections.
          </Text>
        )}
      </div>
    </Stack>
  );
}
