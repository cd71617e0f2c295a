import { useState } from "react";
import { Button, Group, Loader, Modal, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import type { FormData } from "../../../convex/model/formData";
import type { Conflict, ConflictChoice } from "../../hooks/useDraftSync";
import { SECTIONS, sectionDiffers, type SectionChoice, type SectionId } from "./sections";

type Props = {
  conflict: Conflict | null;
  /** The other version, or null while it is still arriving. */
  theirs: { formData: FormData; updatedAt: number } | null;
  onResolve: (choice: ConflictChoice) => void;
};

const when = (at: number | null) => (at ? new Date(at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "a moment ago");

/**
 * Another device or tab saved this draft first. The person chooses what wins: their version,
 * this one, or a section-by-section merge. It cannot be dismissed without a choice, so no edit
 * is dropped by accident (the edits are also kept in this browser until saved).
 */
export function ConflictModal({ conflict, theirs, onResolve }: Props) {
  return (
    <Modal opened={conflict !== null} onClose={() => {}} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title="Your draft was changed elsewhere" size="lg" centered>
      {conflict && <ConflictBody key={conflict.revision} conflict={conflict} theirs={theirs} onResolve={onResolve} />}
    </Modal>
  );
}

function ConflictBody({ conflict, theirs, onResolve }: { conflict: Conflict; theirs: Props["theirs"]; onResolve: Props["onResolve"] }) {
  const [merging, setMerging] = useState(false);
  const differing = theirs ? SECTIONS.filter((s) => sectionDiffers(s.id, conflict.mine, theirs.formData)).map((s) => s.id) : [];
  const [picked, setPicked] = useState<Partial<Record<SectionId, SectionChoice>>>({});
  // A section only the other side changed starts on theirs; one changed here (or when the common
  // base is unknown) starts on mine.
  const { base } = conflict;
  const choiceFor = (id: SectionId): SectionChoice => picked[id] ?? (base && !sectionDiffers(id, conflict.mine, base) ? "theirs" : "mine");
  const choices = Object.fromEntries(differing.map((id) => [id, choiceFor(id)])) as Partial<Record<SectionId, SectionChoice>>;

  if (!theirs) {
    return (
      <Group gap="sm">
        <Loader size="sm" />
        <Text size="sm">Loading the other version…</Text>
      </Group>
    );
  }

  const intro = (
    <Text size="sm">
      This draft was saved on another device or tab at <strong>{when(theirs.updatedAt ?? conflict.updatedAt)}</strong>. Your changes here are not saved yet. Choose what to keep.
    </Text>
  );

  if (!merging) {
    return (
      <Stack>
        {intro}
        <Stack gap="xs">
          <Button variant="default" onClick={() => onResolve({ kind: "theirs" })}>
            Reload theirs
          </Button>
          <Text size="xs" c="dimmed">
            Shows the other version. You can undo this for a few seconds afterwards.
          </Text>
          <Button onClick={() => onResolve({ kind: "mine" })}>Keep mine</Button>
          <Text size="xs" c="dimmed">
            Saves your version on top of the other one.
          </Text>
          <Button variant="light" onClick={() => setMerging(true)} disabled={differing.length === 0}>
            Merge section by section
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack>
      {intro}
      {base && (
        <Text size="xs" c="dimmed">
          Each section starts on the version where it was changed.
        </Text>
      )}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Section</Table.Th>
            <Table.Th>Keep</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SECTIONS.map((section) => {
            const differs = differing.includes(section.id);
            return (
              <Table.Tr key={section.id}>
                <Table.Td id={`merge-${section.id}`}>{section.label}</Table.Td>
                <Table.Td>
                  {differs ? (
                    <SegmentedControl
                      size="xs"
                      aria-labelledby={`merge-${section.id}`}
                      value={choiceFor(section.id)}
                      onChange={(value) => setPicked((c) => ({ ...c, [section.id]: value as SectionChoice }))}
                      data={[
                        { value: "mine", label: "Mine" },
                        { value: "theirs", label: "Theirs" },
                      ]}
                    />
                  ) : (
                    <Text size="sm" c="dimmed">
                      Same in both
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setMerging(false)}>
          Back
        </Button>
        <Button onClick={() => onResolve({ kind: "merge", choices })}>Save merged version</Button>
      </Group>
    </Stack>
  );
}
