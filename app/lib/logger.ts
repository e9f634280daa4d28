import { AsyncLocalStorage } from "node:async_hooks";

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;
type Fields = Record<string, unknown>;

export type Logger = Record<Exclude<LogLevel, "silent">, (message: string, fields?: Fields) => void>;

/** What every log line written while handling one request carries (set by server/request-id.ts). */
export interface RequestLogContext {
  requestId: string;
}

const requestLogContext = new AsyncLocalStorage<RequestLogContext>();

/** Runs `callback` (and everything it starts) with `context` added to each log line. */
export function withRequestLogContext<T>(context: RequestLogContext, callback: () => T): T {
  return requestLogContext.run(context, callback);
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/**
 * One JSON object per line on stdout, so any log collector can read it. A line written while a
 * request is handled carries that request's `requestId`.
 */
export function createLogger(minimum: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const emit =
    (level: Exclude<LogLevel, "silent">) =>
    (message: string, fields: Fields = {}) => {
      if (levels[level] < levels[minimum]) return;
      const entry: Fields = { time: new Date().toISOString(), level, message };
      const request = requestLogContext.getStore();
      if (request) entry.requestId = request.requestId;
      for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value);
      write(`${JSON.stringify(entry)}\n`);
    };
  return { debug: emit("debug"), info: emit("info"), warn: emit("warn"), error: emit("error") };
}
