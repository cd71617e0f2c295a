import { memo, useState } from "react";
import { Button, Group, Modal, Radio, Stack, Table, Text } from "@mantine/core";
import { pathKey, type ConflictChoice, type MergeConflict } from "./session/merge";
import { FIELD_LABELS, sectionById, sectionOfPath } from "./sections";
import type { SessionConflict } from "./session/session";
import { languageName } from "./languages/languageNames";

type Props = {
  conflict: SessionConflict | null;
  onResolve: (choices: Record<string, ConflictChoice>) => void;
};

const when = (at: number | null) => (at ? new Date(at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "a moment ago");

/** A field's name in words: "Role", "Skills · Go · name". */
function fieldName(conflict: MergeConflict): string {
  // A translated text: "Français · Role", "Français · Projects · title"; a whole language: "Français".
  const [head, language, , text] = conflict.path;
  if (head === "translations" && typeof language === "object") {
    if (typeof text !== "object") return languageName(language.id);
    const key = text.id;
    return `${languageName(language.id)} · ${FIELD_LABELS[key] ?? `${sectionById(sectionOfPath(key)).label} · ${key.split(".").at(-1)}`}`;
  }
  const path = conflict.path.map((s) => (typeof s === "string" ? s : "#"));
  const plain = path.join(".");
  if (FIELD_LABELS[plain]) return FIELD_LABELS[plain]!;
  const section = sectionById(sectionOfPath(plain)).label;
  const entry = [conflict.mine, conflict.theirs, conflict.base].find((v) => v && typeof v === "object") as Record<string, unknown> | undefined;
  const rest = path.slice(1).filter((s) => s !== "#");
  return [section, ...rest].join(" · ") + (path.length === 2 && entry ? ` (${shown(entry)})` : "");
}

/** A value in words; an entry by its main texts. */
function shown(value: unknown): string {
  if (value === undefined) return "(removed)";
  if (value === null || value === "") return "(empty)";
  if (typeof value === "string") return value.length > 160 ? `${value.slice(0, 160)}…` : value;
  if (typeof value === "object") {
    const texts = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => key !== "id" && typeof v === "string" && v !== "")
      .map(([, v]) => v as string);
    return texts.slice(0, 2).join(", ") || "(empty entry)";
  }
  return String(value);
}

/**
 * Another device or tab changed the same fields as this one. Everything else was merged already;
 * for each field both changed, the person sees both values and picks one. It cannot be dismissed
 * without a choice, so no edit is dropped by accident (the edits also stay in this browser).
 */
// Memoised: it stays closed while the person types (a closed Modal still renders its parts).
export const ConflictModal = memo(function ConflictModal({ conflict, onResolve }: Props) {
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Your draft was changed elsewhere"
      size="lg"
      centered
    >
      {conflict && <ConflictBody key={conflict.revision} conflict={conflict} onResolve={onResolve} />}
    </Modal>
  );
});

function ConflictBody({ conflict, onResolve }: { conflict: SessionConflict; onResolve: Props["onResolve"] }) {
  const [picked, setPicked] = useState<Record<string, ConflictChoice>>({});
  const all = (side: ConflictChoice) => Object.fromEntries(conflict.conflicts.map((c) => [pathKey(c.path), side]));
  return (
    <Stack>
      <Text size="sm">
        {conflict.by ? (
          <>
            <strong>{conflict.by}</strong> changed this draft at <strong>{when(conflict.updatedAt)}</strong>.
          </>
        ) : (
          <>
            This draft was saved on another device or tab at <strong>{when(conflict.updatedAt)}</strong>.
          </>
        )}{" "}
        Your changes here are not saved yet. Choose what to keep.
      </Text>
      <Text size="sm" c="dimmed">
        Changes to other fields were combined. These were changed on both:
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Mine</Table.Th>
            <Table.Th>{conflict.by ? `${conflict.by}'s` : "Theirs"}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conflict.conflicts.map((c) => {
            const key = pathKey(c.path);
            const name = fieldName(c);
            const choice = picked[key] ?? "mine";
            return (
              <Table.Tr key={key}>
                <Table.Td>{name}</Table.Td>
                {(["mine", "theirs"] as const).map((side) => (
                  <Table.Td key={side}>
                    <Radio
                      name={`conflict-${key}`}
                      checked={choice === side}
                      onChange={() => setPicked((p) => ({ ...p, [key]: side }))}
                      label={shown(c[side])}
                      aria-label={`${name}: ${side === "mine" ? "mine" : "theirs"}, ${shown(c[side])}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" onClick={() => onResolve(all("theirs"))}>
            Reload theirs
          </Button>
          <Button variant="default" onClick={() => onResolve(all("mine"))}>
            Keep mine
          </Button>
        </Group>
        <Button onClick={() => onResolve({ ...all("mine"), ...picked })}>Save my choices</Button>
      </Group>
    </Stack>
  );
}
