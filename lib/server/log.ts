/**
 * The service's log: plain lines on stderr, where container runtimes collect them.
 * LOG_LEVEL=info (default) writes startup lines and one line per request,
 * LOG_LEVEL=error only failures, LOG_LEVEL=none nothing.
 */
export const LOG_LEVELS = ["info", "error", "none"] as const;
export type LogLevel = typeof LOG_LEVELS[number];

export interface Logger {
  info(line: string): void;
  error(line: string): void;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => console.error(line),
): Logger {
  return {
    info(line) {
      if (level === "info") write(line);
    },
    error(line) {
      if (level !== "none") write(line);
    },
  };
}
