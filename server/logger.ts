const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;
type Fields = Record<string, unknown>;

export type Logger = Record<Exclude<LogLevel, "silent">, (message: string, fields?: Fields) => void>;

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/** One JSON object per line on stdout, so any log collector can read it. */
export function createLogger(minimum: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const emit = (level: Exclude<LogLevel, "silent">) => (message: string, fields: Fields = {}) => {
    if (levels[level] < levels[minimum]) return;
    const entry: Fields = { time: new Date().toISOString(), level, message };
    for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value);
    write(`${JSON.stringify(entry)}\n`);
  };
  return { debug: emit("debug"), info: emit("info"), warn: emit("warn"), error: emit("error") };
}
