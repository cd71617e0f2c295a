import type { ConvexReactClientOptions } from "convex/react";

type Logger = Exclude<NonNullable<ConvexReactClientOptions["logger"]>, boolean>;

/**
 * The Convex client logs every failed call as a console error. A ConvexError is an expected
 * failure the UI already explains to the user (wrong password, premium template, conflict…),
 * so it is logged as a warning; everything else stays an error.
 */
export const convexLogger: Logger = {
  logVerbose: () => {},
  log: (...args) => console.log(...args),
  warn: (...args) => console.warn(...args),
  error: (...args) => (args.some((arg) => String(arg).includes("ConvexError")) ? console.warn : console.error)(...args),
};
