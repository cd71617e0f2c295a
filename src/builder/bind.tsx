import type { ChangeEvent, ReactNode } from "react";
import { Text } from "@mantine/core";
import { COUNTER_FROM, limitOf } from "./session/fieldLimits";
import type { BuilderSession, SessionState } from "./session/session";

/** What a Mantine text input needs to edit one session value. */
export type FieldBinding = {
  value: string;
  onChange: (value: string | ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: string | undefined;
  maxLength: number | undefined;
  inputContainer: ((children: ReactNode) => ReactNode) | undefined;
  /** Lets the save status take the person to the field that blocks saving. */
  "data-path": string;
};

export type Bind = (path: string) => FieldBinding;

function read(values: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

/**
 * Binds inputs to the session by form path: value, change, blur checks, limit and counter, and
 * who else is typing in the field (`typing`: form path → their names).
 */
export function makeBind(session: BuilderSession, state: SessionState, typing: Readonly<Record<string, string>> = {}): Bind {
  return (path) => {
    const value = read(state.values, path);
    const text = typeof value === "string" ? value : "";
    const max = limitOf(path);
    const near = max !== undefined && text.length >= max * COUNTER_FROM;
    const others = typing[path];
    const counter = near ? (
      <Text size="xs" c={text.length > max ? "var(--mantine-color-error)" : "dimmed"} ta="right" mt={2} aria-live="polite">
        {`${text.length} / ${max} characters`}
      </Text>
    ) : null;
    const typingNote = others ? (
      <Text size="xs" c="var(--mantine-primary-color-light-color)" mt={2} data-testid="typing-note">
        {others} {others.includes(", ") ? "are" : "is"} typing here
      </Text>
    ) : null;
    return {
      value: text,
      onChange: (next) => session.setField(path, typeof next === "string" ? next : next.currentTarget.value),
      onBlur: () => session.blur(path),
      error: state.errors[path],
      maxLength: max,
      inputContainer:
        counter || typingNote
          ? (children) => (
              <>
                {children}
                {typingNote}
                {counter}
              </>
            )
          : undefined,
      "data-path": path,
    };
  };
}
