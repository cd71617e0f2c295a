import { inject } from "vitest";
import { confirmAddress as confirmIn, mailedToken } from "../../scripts/lib/outbox";

/** The invitation token in the newest mail to `email` in the local backend's outbox (waits for it). */
export const invitationToken = (email: string, timeout = 10_000): Promise<string> => mailedToken(inject("dataDir"), email, "invite", timeout);

/** The token of the newest address-confirmation link mailed to `email` (waits for it). */
export const confirmationToken = (email: string): Promise<string> => mailedToken(inject("dataDir"), email, "confirm-email");

/** Confirms a seeded account's address through the link its sign-up mailed (invitations wait for it). */
export const confirmAddress = (email: string): Promise<void> => confirmIn(inject("backendUrl"), inject("dataDir"), email);
