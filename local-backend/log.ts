import { format } from "node:util";

/** Leveled logging to stderr/stdout; LOG_LEVEL=debug shows each function call. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

function configuredLevel(): LogLevel {
  const value = (process.env.LOG_LEVEL ?? "info").toLowerCase();
  return value in LEVELS ? (value as LogLevel) : "info";
}

const threshold: number = LEVELS[configuredLevel()];

/**
 * A log line never carries more than this: values in messages can be megabytes (a function's
 * argument echoed in an error, Convex Auth naming a 15 MB `provider`), and one request must not
 * grow the log by its own size. A stack trace fits.
 */
export const MAX_LOG_LINE = 4000;

/** `message` cut to MAX_LOG_LINE characters, saying how much was left out. */
export function capLine(message: string): string {
  return message.length <= MAX_LOG_LINE ? message : `${message.slice(0, MAX_LOG_LINE)}… (${message.length - MAX_LOG_LINE} more characters)`;
}

function write(level: LogLevel, message: string) {
  if (LEVELS[level] < threshold) return;
  const line = `[local-backend] ${level === "info" ? "" : `${level}: `}${capLine(message)}\n`;
  (level === "warn" || level === "error" ? process.stderr : process.stdout).write(line);
}

export const log = {
  debug: (message: string) => write("debug", message),
  info: (message: string) => write("info", message),
  warn: (message: string) => write("warn", message),
  error: (message: string) => write("error", message),
  isDebug: () => threshold <= LEVELS.debug,
};

const CONSOLE_METHODS = ["log", "info", "warn", "error", "debug", "trace"] as const;

/**
 * The one place where this process's console output is cut: the app's functions run in this
 * process, so their `console.*` calls, Convex Auth's and any other library's all pass through
 * here, formatted as Node would and capped like the server's own lines. (A Convex deployment
 * truncates function logs itself.)
 */
export function capConsoleLines(target: Pick<Console, (typeof CONSOLE_METHODS)[number]> = console): void {
  for (const method of CONSOLE_METHODS) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => original(capLine(format(...args)));
  }
}
