import { Group, Text } from "@mantine/core";
import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { formatDateTime } from "../../lib/formatDate";
import { portfolioArgs } from "../../lib/portfolioScope";

/**
 * The builder's line about the people on this portfolio: who saved the draft last ("Last edited
 * by Ana · time"). Shown on a shared portfolio, and on one's own once someone else has saved it.
 */
export function CollaborationBar({ portfolioId, compact }: { portfolioId: string | undefined; compact: boolean }) {
  // The same subscription the builder's session reads (the client shares it).
  const draft = useQuery(api.drafts.get, portfolioArgs(portfolioId));
  const editedBy = draft?.editedBy ?? null;
  const showLastEdit = editedBy !== null && (portfolioId !== undefined || editedBy.name !== "you");
  if (!showLastEdit) return null;
  return (
    <Group gap="sm" wrap="wrap" mt={4}>
      <Text size={compact ? "xs" : "sm"} c="dimmed" data-testid="last-edited">
        Last edited by {editedBy.name} · <time dateTime={new Date(draft!.updatedAt).toISOString()}>{formatDateTime(draft!.updatedAt)}</time>
      </Text>
    </Group>
  );
}
