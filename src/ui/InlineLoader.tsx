import { Group, Loader, Text } from "@mantine/core";

/** A small spinner with a spoken label, inside a card (or a page) whose data is on its way. */
export function InlineLoader({ label, size = "xs" }: { label: string; size?: "xs" | "sm" }) {
  return (
    <Group gap="sm">
      <Loader size={size} aria-hidden />
      <Text role="status">{label}</Text>
    </Group>
  );
}
