import type { ChangeEvent, ReactNode } from "react";
import { Text } from "@mantine/core";
import { COUNTER_FROM, limitOf } from "./session/fieldLimits";
import type { BuilderSession, FormState } from "./session/session";
import { i18n } from "../i18n/i18n";
import { translateMessage } from "../i18n/messages";

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

/** What a binding is made from: a field's text, error, typing note and the app's language. */
type Made = readonly [text: string, error: string | undefined, others: string | undefined, language: string];

/** Each session's last binding per path, with what it was made from (see makeBind). */
const lastBindings = new WeakMap<BuilderSession, Map<string, { made: Made; binding: FieldBinding }>>();

/**
 * Binds inputs to the session by form path: value, change, blur checks, limit and counter, and
 * who else is typing in the field (`typing`: form path → their names). A field whose value, error
 * and typing note did not change gets the very binding it had (stable handlers too), so memoised
 * inputs skip re-rendering: a keystroke re-renders the field typed in, not its neighbours.
 */
export function makeBind(session: BuilderSession, state: FormState, typing: Readonly<Record<string, string>> = {}): Bind {
  let bindings = lastBindings.get(session);
  if (!bindings) lastBindings.set(session, (bindings = new Map()));
  const cache = bindings;
  return (path) => {
    const value = read(state.values, path);
    const text = typeof value === "string" ? value : "";
    const error = state.errors[path];
    const others = typing[path];
    const made: Made = [text, error, others, i18n.language];
    const last = cache.get(path);
    // Compared part by part, not serialised: every field is bound on each keystroke, and an
    // unchanged text is the same string (a pointer compare), however long the About text is.
    if (last && made.every((part, i) => part === last.made[i])) return last.binding;
    const binding = makeBinding(session, path, text, error, others, last?.binding);
    cache.set(path, { made, binding });
    return binding;
  };
}

function makeBinding(
  session: BuilderSession,
  path: string,
  text: string,
  error: string | undefined,
  others: string | undefined,
  last: FieldBinding | undefined,
): FieldBinding {
  const max = limitOf(path);
  const counter = limitCounter(text, max);
  const typingNote = others ? (
    <Text size="xs" c="var(--mantine-primary-color-light-color)" mt={2} data-testid="typing-note">
      {i18n.t(others.includes(", ") ? "builder:typingMany" : "builder:typingOne", { names: others })}
    </Text>
  ) : null;
  return {
    value: text,
    onChange: last?.onChange ?? ((next) => session.setField(path, typeof next === "string" ? next : next.currentTarget.value)),
    onBlur: last?.onBlur ?? (() => session.blur(path)),
    // The model's English message, in the app's language.
    error: error === undefined ? undefined : translateMessage(i18n.t, error),
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
}

/** "812 / 1000 characters" under a field once its text nears the limit (null before). */
export function limitCounter(text: string, max: number | undefined): ReactNode {
  if (max === undefined || text.length < max * COUNTER_FROM) return null;
  return (
    <Text size="xs" c={text.length > max ? "var(--mantine-color-error)" : "dimmed"} ta="right" mt={2} aria-live="polite">
      {i18n.t("builder:counter", { length: text.length, max })}
    </Text>
  );
}
