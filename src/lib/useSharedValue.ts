import { useMemo, useRef } from "react";
import { shareUnchanged } from "./shareUnchanged";

/**
 * `value`, or the last render's one while it deep-equals it (lib/shareUnchanged.ts): props for
 * memoised components that would otherwise be a new object on every render.
 */
export function useSharedValue<T>(value: T): T {
  const last = useRef<T>(value);
  const shared = shareUnchanged(last.current, value);
  // Kept for the next render; a render that is thrown away leaves an equal value behind, which is harmless.
  return useMemo(() => (last.current = shared), [shared]);
}
