import { useEffect, useState, useMemo } from "react";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { PRESENCE_HEARTBEAT_MS, PRESENCE_TTL_MS } from "../../../convex/model/members";
import { portfolioArgs } from "../../lib/portfolioScope";

export type Person = { userId: string; name: string; section: string; field: string | null; lastSeen: number };

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

/**
 * Presence in the builder: says where this person is (section and focused field) with a
 * heartbeat, at once on every move, and returns the others who are here now. `enabled` false
 * (read-only, signed out) sends nothing.
 */
export function usePresence(portfolioId: string | undefined, section: string, enabled: boolean): Person[] {
  const heartbeat = useMutation(api.presence.heartbeat);
  const leave = useMutation(api.presence.leave);
  const field = useFocusedField();
  const others = useQuery(api.presence.list, enabled ? portfolioArgs(portfolioId) : "skip");
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!enabled) return;
    const beat = () => void heartbeat({ ...portfolioArgs(portfolioId), section, ...(field ? { field } : {}) }).catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, PRESENCE_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [enabled, heartbeat, portfolioId, section, field]);

  useEffect(() => {
    if (!enabled) return;
    return () => void leave(portfolioArgs(portfolioId)).catch(() => undefined);
  }, [enabled, leave, portfolioId]);

  // Someone whose builder stopped beating drops out without anyone else writing anything.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), PRESENCE_HEARTBEAT_MS / 2);
    return () => window.clearInterval(timer);
  }, []);

  // The same list until the people or the clock change: the toolbar showing them is memoised.
  return useMemo(() => (others ?? []).filter((person) => now - person.lastSeen < PRESENCE_TTL_MS), [others, now]);
}

/** Form path → the names of the others whose cursor is in that field ("Ana", "Ana, Bob"). */
export function typingByField(others: Person[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const person of others) if (person.field) byField[person.field] = byField[person.field] ? `${byField[person.field]}, ${person.name}` : person.name;
  return byField;
}
