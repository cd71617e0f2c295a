import { useCallback } from "react";
import { useAuthActions } from "@convex-dev/auth/react";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { appError } from "../../../convex/model/errors";
import { usePasskeyTexts } from "./usePasskeyTexts";

/**
 * The app's passkey sign-in and sign-up (/login and /signup reached by navigation): options from
 * the server, the browser's ceremony (loaded now), then Convex Auth's `passkey` provider. Throws
 * the server's refusal, or a ConvexError saying why the browser did not finish.
 */
export function usePasskeyCeremony(): (mode: "signIn" | "signUp", email: string) => Promise<void> {
  const { signIn } = useAuthActions();
  const signInOptions = useMutation(api.passkeys.signInOptions);
  const signUpOptions = useMutation(api.passkeys.signUpOptions);
  const texts = usePasskeyTexts();
  return useCallback(
    async (mode, email) => {
      const ceremony = await import("./ceremony");
      const started = mode === "signUp" ? { signUp: await signUpOptions({ email }) } : { signIn: await signInOptions({}) };
      const challengeId = (started.signUp ?? started.signIn).challengeId;
      let response: string;
      try {
        response = started.signUp ? await ceremony.answerRegistration(started.signUp.options) : await ceremony.answerSignIn(started.signIn.options);
      } catch (error) {
        throw appError("auth/passkey-failed", ceremony.ceremonyFailureText(ceremony.ceremonyFailure(error), texts));
      }
      await signIn("passkey", { flow: mode, challengeId, response });
    },
    [signIn, signInOptions, signUpOptions, texts],
  );
}
