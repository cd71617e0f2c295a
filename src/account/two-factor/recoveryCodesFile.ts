/** The recovery codes as the text file the account page offers to download (shown once). */
export const RECOVERY_CODES_FILE_NAME = "portfolio-builder-recovery-codes.txt";

/** The file: its heading lines (whose account, when, how to keep it: in the person's language), then the codes. */
export function recoveryCodesText(codes: readonly string[], heading: readonly string[]): string {
  return [...heading, "", ...codes, ""].join("\n");
}
