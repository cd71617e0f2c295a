/** The recovery codes as the text file the account page offers to download (shown once). */
export const RECOVERY_CODES_FILE_NAME = "portfolio-builder-recovery-codes.txt";

export function recoveryCodesText(codes: string[], email: string, now = new Date()): string {
  return [
    `Portfolio Builder recovery codes for ${email}`,
    `Made ${now.toISOString().slice(0, 10)}. Each code works once, in place of a code from your authenticator app.`,
    "Keep them somewhere safe, away from your phone.",
    "",
    ...codes,
    "",
  ].join("\n");
}
