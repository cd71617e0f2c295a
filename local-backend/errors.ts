/** Exit codes of the server process, documented in local-backend/README.md. */
export const EXIT = {
  failure: 1,
  portInUse: 2,
  dataDirUnusable: 3,
  corruptData: 4,
} as const;

/** A failure to start that the user can fix; main.ts prints the message and exits with the code. */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = "StartupError";
  }
}
