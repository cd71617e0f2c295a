import { Center, Loader, Text } from "@mantine/core";

/** A centred spinner with a spoken label, for pages and data that are on their way. */
export function PageLoader({ label = "Loading..." }: { label?: string }) {
  return (
    <Center role="status" py={64} mih={200}>
      <Loader size="sm" mr="sm" aria-hidden />
      <Text>{label}</Text>
    </Center>
  );
}
