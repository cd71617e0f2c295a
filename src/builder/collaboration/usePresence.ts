import { useEffect, useMemo, useRef, useState } from "react";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { PRESENCE_HEARTBEAT_MS } from "../../../convex/model/members";
import { convexUrl } from "../../lib/convexUrl";
import { portfolioArgs } from "../../lib/portfolioScope";
import { sayGoodbye } from "../../lib/presenceGoodbye";

export type Person = { userId: string; name: string; section: string; field: string | null };

/** The form path of the builder field that has the keyboard focus (bind.tsx marks inputs with data-path). */
function useFocusedField(): string | null {
  const [field, setField] = useState<string | null>(null);
  useEffect(() => {
    const onFocus = (event: FocusEvent) => setField((event.target as Element | null)?.closest?.("[data-path]")?.getAttribute("data-path") ?? null);
    const onBlur = () => setField(null);
    document.addEventListener("focusin", onFocus);
    document.addEventListener("focusout", onBlur);
    return () => {
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("focusout", onBlur);
    };
  }, []);
  return field;
}

/** A random id for this builder's session (the server checks its shape, model/members.ts). */
function newSession(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

/**
 * Presence in the builder, through the presence component's heartbeat, list and leave (our
 * wrappers in convex/builderPresence.ts, which check access and carry the place): a beat now and every
 * PRESENCE_HEARTBEAT_MS, at once on every move (the section and focused field go only when they
 * changed), a goodbye when the builder closes, and the others who are here now. `enabled` false
 * (read-only, signed out) sends nothing.
 */
export function usePresence(portfolioId: string | undefined, section: string, enabled: boolean): Person[] {
  const heartbeat = useMutation(api.builderPresence.heartbeat);
  const leave = useMutation(api.presence.leave);
  const field = useFocusedField();
  const place = useMemo(() => ({ section, ...(field ? { field } : {}) }), [section, field]);
  const placeRef = useRef(place);
  const beatRef = useRef<(() => void) | null>(null);
  const [roomToken, setRoomToken] = useState<string | null>(null);
  const others = useQuery(api.builderPresence.list, enabled && roomToken !== null ? { ...portfolioArgs(portfolioId), roomToken } : "skip");

  useEffect(() => {
    if (!enabled) return;
    const session = newSession();
    const scope = portfolioArgs(portfolioId);
    let placed: string | null = null;
    let sessionToken: string | null = null;
    let closed = false;
    const beat = () => {
      const at = placeRef.current;
      const moved = JSON.stringify(at) !== placed;
      heartbeat({ ...scope, session, ...(moved ? { at } : {}) })
        .then((result) => {
          // Over the account's allowance: the place goes again with the next beat.
          if (!result) return;
          if (closed) return void leave({ sessionToken: result.sessionToken }).catch(() => undefined);
          if (moved) placed = JSON.stringify(at);
          sessionToken = result.sessionToken;
          setRoomToken(result.roomToken);
        })
        .catch(() => undefined);
    };
    const goodbye = () => {
      if (sessionToken) sayGoodbye(convexUrl(), sessionToken);
    };
    beatRef.current = beat;
    beat();
    const timer = window.setInterval(beat, PRESENCE_HEARTBEAT_MS);
    window.addEventListener("pagehide", goodbye);
    return () => {
      closed = true;
      beatRef.current = null;
      window.clearInterval(timer);
      window.removeEventListener("pagehide", goodbye);
      if (sessionToken) void leave({ sessionToken }).catch(() => undefined);
      setRoomToken(null);
    };
  }, [enabled, heartbeat, leave, portfolioId]);

  // A move is told at once.
  useEffect(() => {
    if (placeRef.current === place) return;
    placeRef.current = place;
    beatRef.current?.();
  }, [place]);

  return others ?? NOBODY;
}

const NOBODY: Person[] = [];

/** Form path → the names of the others whose cursor is in that field ("Ana", "Ana, Bob"). */
export function typingByField(others: Person[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const person of others) if (person.field) byField[person.field] = byField[person.field] ? `${byField[person.field]}, ${person.name}` : person.name;
  return byField;
}
