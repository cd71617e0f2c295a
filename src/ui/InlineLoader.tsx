import { Group, Loader, Text } from "@mantine/core";

/** A small spinner with a spoken label, inside a card whose data is on its way. */
export function InlineLoader({ label }: { label: string }) {
  return (
    <Group gap="sm">
      <Loader size="xs" aria-hidden />
      <Text role="status">{label}</Text>
    </Group>
  );
}
