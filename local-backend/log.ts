/** Leveled logging to stderr/stdout; LOG_LEVEL=debug shows each function call. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

function configuredLevel(): LogLevel {
  const value = (process.env.LOG_LEVEL ?? "info").toLowerCase();
  return value in LEVELS ? (value as LogLevel) : "info";
}

const threshold: number = LEVELS[configuredLevel()];

/** A log line never carries more than this: values in error messages can be megabytes. */
const MAX_MESSAGE = 4000;

function write(level: LogLevel, message: string) {
  if (LEVELS[level] < threshold) return;
  if (message.length > MAX_MESSAGE) message = `${message.slice(0, MAX_MESSAGE)}… (${message.length - MAX_MESSAGE} more characters)`;
  const line = `[local-backend] ${level === "info" ? "" : `${level}: `}${message}\n`;
  (level === "warn" || level === "error" ? process.stderr : process.stdout).write(line);
}

export const log = {
  debug: (message: string) => write("debug", message),
  info: (message: string) => write("info", message),
  warn: (message: string) => write("warn", message),
  error: (message: string) => write("error", message),
  isDebug: () => threshold <= LEVELS.debug,
};
