/** What the app mails; mail.ts sends it. */
export type MailMessage = { to: string; subject: string; text: string };

export const RESET_CODE_MINUTES = 15;

export function resetCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Your Portfolio Builder password reset code: ${code}`,
    text: [
      "Someone (hopefully you) asked to reset the password of your Portfolio Builder account.",
      "",
      `Your code: ${code}`,
      "",
      `Enter it on the "Forgot password?" page within ${RESET_CODE_MINUTES} minutes.`,
      "If you did not ask for this, ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}
