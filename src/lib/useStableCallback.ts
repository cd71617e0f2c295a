import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function that stays the same across renders and calls the latest `callback`: handlers given
 * to memoised components (the builder's toolbar) without re-rendering them on every keystroke.
 * For events only, not for rendering (it sees the latest callback after the commit).
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
