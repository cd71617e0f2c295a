import { useState } from "react";
import { Alert, Autocomplete, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
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
import { SectionHeading, type ImageFieldBinding } from "./SectionFields";
import { FieldGrid } from "./fields/FieldGrid";
import { ImageField } from "./ImageField";
import { useTranslation } from "react-i18next";
import { useMessage } from "../i18n/messages";
import type { Bind } from "./bind";
import { newItemId } from "./session/ids";
import type { BuilderSession, FormState } from "./session/session";

type Props = { session: BuilderSession; state: FormState; bind: Bind; headingId: string; image: (slot: string) => ImageFieldBinding };

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
  const { t } = useTranslation("builder");
  const message = useMessage();
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
      <SectionHeading id={headingId}>{t("sections.custom")}</SectionHeading>
      <Text size="sm" c="dimmed">
        {t("custom.intro")}
      </Text>
      {state.errors.customSections && (
        <Alert color="red" role="alert">
          {message(state.errors.customSections)}
        </Alert>
      )}
      {sections.map((section, i) => {
        const name = customSectionTitle(section);
        const entries = section.entries;
        return (
          <Paper key={section.id} withBorder radius="md" p="md" component="section" aria-label={name} data-custom-section={section.id}>
            <Stack gap="md">
              <Group align="flex-end" wrap="nowrap">
                <TextInput label={t("custom.sectionTitle")} style={{ flex: 1 }} {...bind(customSectionPath(i, "title"))} />
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => remove(i)}
                  aria-label={t("custom.name", { name })}
                >
                  {t("custom.delete")}
                </Button>
              </Group>
              <EntryList
                title={t("custom.entries", { name })}
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
                    <FieldGrid>
                      <TextInput label={t("custom.title")} {...bind(customEntryPath(i, j, "title"))} />
                      <TextInput label={t("custom.subtitle")} description={t("custom.subtitleHint")} {...bind(customEntryPath(i, j, "subtitle"))} />
                    </FieldGrid>
                    <FieldGrid>
                      <TextInput label={t("custom.date")} placeholder={t("custom.datePlaceholder")} {...bind(customEntryPath(i, j, "date"))} />
                      <TextInput label={t("fields.link")} type="url" placeholder="https://" {...bind(customEntryPath(i, j, "link"))} />
                    </FieldGrid>
                    <GrowingTextarea
                      label={t("fields.description")}
                      description={t("fields.markdownHelp")}
                      minRows={2}
                      {...bind(customEntryPath(i, j, "description"))}
                    />
                    <ImageField label={t("custom.image")} name={t("custom.imageName", { name, n: j + 1 })} {...image(key)} />
                  </>
                )}
              />
            </Stack>
          </Paper>
        );
      })}
      {sections.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("custom.none")}
        </Text>
      )}
      {/* A group, not a form: Enter in its field adds the section (onKeyDown), as the button does. */}
      <div role="group" aria-label={t("custom.addGroup")}>
        <Group align="flex-end" wrap="nowrap">
          <Autocomplete
            label={t("custom.newTitle")}
            placeholder={t("custom.newPlaceholder")}
            data={SUGGESTED_SECTION_TITLES.filter((title) => !sections.some((s) => s.title.trim().toLowerCase() === title.toLowerCase()))}
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
            {t("custom.add")}
          </Button>
        </Group>
        {full && (
          <Text size="sm" c="dimmed" mt="xs">
            {t("custom.limit", { max: LIMITS.customSections })}
          </Text>
        )}
      </div>
    </Stack>
  );
}
