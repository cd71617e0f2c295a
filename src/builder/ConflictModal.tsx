import { memo, useState } from "react";
import { Button, Group, Modal, Radio, Stack, Table, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { i18n } from "../i18n/i18n";
import { pathKey, type ConflictChoice, type MergeConflict } from "./session/merge";
import { FIELD_LABELS, sectionById, sectionOfPath } from "./sections";
import type { SessionConflict } from "./session/session";
import { languageName } from "./languages/languageNames";

type Props = {
  conflict: SessionConflict | null;
  onResolve: (choices: Record<string, ConflictChoice>) => void;
};

const when = (at: number | null) =>
  at ? new Date(at).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" }) : i18n.t("builder:conflict.momentAgo");

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
  if (FIELD_LABELS[plain]) return i18n.t(`builder:fieldLabels.${plain}`);
  const section = i18n.t(`builder:sections.${sectionById(sectionOfPath(plain)).id}`);
  const entry = [conflict.mine, conflict.theirs, conflict.base].find((v) => v && typeof v === "object") as Record<string, unknown> | undefined;
  const rest = path.slice(1).filter((s) => s !== "#");
  return [section, ...rest].join(" · ") + (path.length === 2 && entry ? ` (${shown(entry)})` : "");
}

/** A value in words; an entry by its main texts. */
function shown(value: unknown): string {
  if (value === undefined) return i18n.t("builder:conflict.removed");
  if (value === null || value === "") return i18n.t("builder:conflict.empty");
  if (typeof value === "string") return value.length > 160 ? `${value.slice(0, 160)}…` : value;
  if (typeof value === "object") {
    const texts = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => key !== "id" && typeof v === "string" && v !== "")
      .map(([, v]) => v as string);
    return texts.slice(0, 2).join(", ") || i18n.t("builder:conflict.emptyEntry");
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
  const { t } = useTranslation("builder");
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t("conflict.title")}
      size="lg"
      centered
    >
      {conflict && <ConflictBody key={conflict.revision} conflict={conflict} onResolve={onResolve} />}
    </Modal>
  );
});

function ConflictBody({ conflict, onResolve }: { conflict: SessionConflict; onResolve: Props["onResolve"] }) {
  const { t } = useTranslation("builder");
  const [picked, setPicked] = useState<Record<string, ConflictChoice>>({});
  const all = (side: ConflictChoice) => Object.fromEntries(conflict.conflicts.map((c) => [pathKey(c.path), side]));
  return (
    <Stack>
      <Text size="sm">
        <Trans
          t={t}
          i18nKey={conflict.by ? "conflict.byPerson" : "conflict.elsewhere"}
          values={{ by: conflict.by, when: when(conflict.updatedAt) }}
          components={{ strong: <strong /> }}
        />
      </Text>
      <Text size="sm" c="dimmed">
        {t("conflict.combined")}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("conflict.field")}</Table.Th>
            <Table.Th>{t("conflict.mine")}</Table.Th>
            <Table.Th>{conflict.by ? t("conflict.persons", { by: conflict.by }) : t("conflict.theirs")}</Table.Th>
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
                      aria-label={t("conflict.choice", { name, side: t(side === "mine" ? "conflict.mineWord" : "conflict.theirsWord"), value: shown(c[side]) })}
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
            {t("conflict.reloadTheirs")}
          </Button>
          <Button variant="default" onClick={() => onResolve(all("mine"))}>
            {t("conflict.keepMine")}
          </Button>
        </Group>
        <Button onClick={() => onResolve({ ...all("mine"), ...picked })}>{t("conflict.save")}</Button>
      </Group>
    </Stack>
  );
}
