import { useRef, useSyncExternalStore } from "react";
import type { BuilderSession, FormState, SessionState } from "./session/session";

/** Same when every key holds the very same value (the default: a slice of the state's own objects). */
function sameKeys<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * The part of the session's state a component shows, `select`ed from it: the component renders
 * again only when that part changes (`equal` says whether it did). A keystroke then re-renders
 * the form and the preview, which read the values, and not the page around them.
 */
export function useSessionSlice<T extends object>(session: BuilderSession, select: (state: SessionState) => T, equal: (a: T, b: T) => boolean = sameKeys): T {
  const last = useRef<{ state: SessionState; slice: T } | null>(null);
  const snapshot = () => {
    const state = session.getState();
    const before = last.current;
    if (before?.state === state) return before.slice;
    const next = select(state);
    const slice = before && equal(before.slice, next) ? before.slice : next;
    last.current = { state, slice };
    return slice;
  };
  return useSyncExternalStore(session.subscribe, snapshot, snapshot);
}

const formState = ({ values, errors, images, knownImages }: SessionState): FormState => ({ values, errors, images, knownImages });

/** What the form shows: its values, errors and pictures; a save's status leaves it as it is. */
export function useFormState(session: BuilderSession): FormState {
  return useSessionSlice(session, formState);
}
