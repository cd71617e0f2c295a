import { Center, Loader, Text } from "@mantine/core";

/**
 * A centred spinner with a spoken label, for pages and data that are on their way. `fill` makes
 * it a screen tall, so what follows (the footer) does not jump when the page arrives.
 */
export function PageLoader({ label = "Loading...", fill = false }: { label?: string; fill?: boolean }) {
  return (
    <Center role="status" py={64} mih={fill ? "100dvh" : 200}>
      <Loader size="sm" mr="sm" aria-hidden />
      <Text>{label}</Text>
    </Center>
  );
}
