import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Avatar, Group, Text, Tooltip } from "@mantine/core";
import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { formatDateTime } from "../../lib/formatDate";
import { portfolioArgs } from "../../lib/portfolioScope";
import { sectionById } from "../sections";
import type { Person } from "./usePresence";

const initials = (name: string) =>
  name
    .replace(/@.*/, "")
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("") || "?";

/** Colours that stay the same for a person on every screen; dark shades, so white initials keep 4.5:1 contrast. */
export const PERSON_COLORS = ["blue.8", "grape.8", "teal.9", "red.9", "pink.9", "cyan.9", "violet.8", "indigo.8"];
const colorOf = (id: string) => PERSON_COLORS[[...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % PERSON_COLORS.length]!;

/**
 * The builder's line about the people on this portfolio: who is here now and in which section
 * (avatars), and who saved the draft last ("Last edited by Ana · time"), shown on a shared
 * portfolio and on one's own once someone else has saved it.
 */
export const CollaborationBar = memo(function CollaborationBar({
  portfolioId,
  compact,
  others,
}: {
  portfolioId: string | undefined;
  compact: boolean;
  others: Person[];
}) {
  // The same subscription the builder's session reads (the client shares it).
  const { t, i18n } = useTranslation("builder");
  const draft = useQuery(api.drafts.get, portfolioArgs(portfolioId));
  const editedBy = draft?.editedBy ?? null;
  const showLastEdit = editedBy !== null && (portfolioId !== undefined || editedBy.name !== "you");
  if (!showLastEdit && others.length === 0) return null;
  const sectionName = (person: Person) => t(`sections.${sectionById(person.section).id}`);
  const where = (person: Person) => t("people.where", { name: person.name, section: sectionName(person) });
  return (
    <Group gap="sm" wrap="wrap" mt={4}>
      {others.length > 0 && (
        <Group gap={6} wrap="nowrap" role="group" aria-label={t("people.hereNow", { people: others.map(where).join(", ") })} data-testid="here-now">
          <Avatar.Group spacing="xs">
            {others.map((person) => (
              <Tooltip key={person.userId} label={t("people.tooltip", { name: person.name, section: sectionName(person) })} withArrow>
                <Avatar size={compact ? 24 : 28} radius="xl" color={colorOf(person.userId)} variant="filled" aria-hidden>
                  {initials(person.name)}
                </Avatar>
              </Tooltip>
            ))}
          </Avatar.Group>
          <Text size={compact ? "xs" : "sm"} c="dimmed" aria-hidden>
            {others.length === 1 ? t("people.isHere", { person: where(others[0]!) }) : t("people.othersHere", { n: others.length })}
          </Text>
        </Group>
      )}
      {showLastEdit && (
        <Text size={compact ? "xs" : "sm"} c="dimmed" data-testid="last-edited">
          {t("people.lastEdited", { name: editedBy.name })}
          <time dateTime={new Date(draft!.updatedAt).toISOString()}>{formatDateTime(draft!.updatedAt, i18n.language)}</time>
        </Text>
      )}
    </Group>
  );
});
