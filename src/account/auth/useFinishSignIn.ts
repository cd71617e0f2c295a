import { useCallback } from "react";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { deviceToken } from "./deviceToken";

/**
 * What follows a confirmed sign-in (after logging in, or signing up straight into the app):
 * create the profile if missing (spec) and remember this browser. Never fails: a missing
 * profile is created again at the next login, and without the device token this browser just
 * shares the email's throttle with everyone else.
 */
export function useFinishSignIn(): () => Promise<void> {
  const ensureProfile = useMutation(api.users.ensureProfile);
  const rememberDevice = useMutation(api.account.rememberDevice);
  return useCallback(async () => {
    const device = deviceToken();
    await Promise.all([
      ensureProfile({}).catch((error: unknown) => console.error("Could not create the user profile", error)),
      device ? rememberDevice({ token: device }).catch(() => {}) : null,
    ]);
  }, [ensureProfile, rememberDevice]);
}
