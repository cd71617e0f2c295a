import type { ReactNode } from "react";
import { Button, Group } from "@mantine/core";

/** A TextInput's `inputContainer` with its form's submit button beside the field (label and error stay the field's). */
export function inlineSubmit(label: string, busyLabel: string, busy: boolean) {
  return function InputWithSubmit(input: ReactNode) {
    return (
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
        <Button type="submit" variant="light" disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
      </Group>
    );
  };
}
