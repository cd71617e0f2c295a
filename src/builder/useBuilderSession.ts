import { useEffect, useState } from "react";
import { useConvexAuth, useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { portfolioArgs } from "../lib/portfolioScope";
import { backupStoreFor } from "./session/draftBackup";
import { useIsOnline } from "../lib/useConnectionStatus";
import { useImageUpload } from "../uploads/useImageUpload";
import type { SessionPort } from "./session/port";
import { BuilderSession } from "./session/session";

/**
 * The builder's session for this page, wired to Convex: the draft query feeds it (load, then
 * live updates), its port calls the drafts mutation and the image upload. Components read its
 * state through useSessionSlice.ts, each the part it shows.
 */
export function useBuilderSession({
  templateId,
  blockedReason,
  portfolioId,
}: {
  templateId: string;
  blockedReason: string | null;
  /** A shared portfolio's id (lib/portfolioScope.ts); undefined for one's own. */
  portfolioId?: string;
}): BuilderSession {
  const { isAuthenticated } = useConvexAuth();
  const scope = portfolioArgs(portfolioId);
  const draft = useQuery(api.drafts.get, scope);
  const user = useQuery(api.users.current);
  const online = useIsOnline();
  const saveDraft = useMutation(api.drafts.save);
  const upload = useImageUpload(portfolioId);

  // The port reads the latest mutation functions through a stable object.
  const [port] = useState<SessionPort & { current: Partial<SessionPort> }>(() => {
    const current: Partial<SessionPort> = {};
    return {
      current,
      saveDraft: (args) => current.saveDraft!(args),
      upload: (file, options) => current.upload!(file, options),
    };
  });
  port.current.saveDraft = (args) => saveDraft({ ...args, ...scope });
  port.current.upload = upload;

  const [session] = useState(() => new BuilderSession({ templateId, port }));
  useEffect(() => () => session.dispose(), [session]);

  useEffect(() => session.setEnvironment({ authenticated: isAuthenticated, online, blockedReason }), [session, isAuthenticated, online, blockedReason]);
  useEffect(() => session.setTemplate(templateId), [session, templateId]);
  useEffect(() => {
    if (draft === undefined || user === undefined) return;
    if (!session.getState().ready) session.load(draft, user ? backupStoreFor(portfolioId === undefined ? user.uid : `${user.uid}:${portfolioId}`) : null);
    else session.receiveDraft(draft);
  }, [session, draft, user, portfolioId]);

  return session;
}
