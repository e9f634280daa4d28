import pg from "pg";
import type { Logger } from "./logger.ts";

/** One PostgreSQL connection per process that LISTENs on the channels the caches need. */
export interface DatabaseNotifications {
  /** Runs `listener` with the payload of every notification on `channel`; name every channel before start(). */
  listen(channel: string, listener: (payload: string) => void): void;
  /** Runs `listener` each time the connection listens again after it was lost: what was sent meanwhile went unheard. */
  onReconnect(listener: () => void): void;
  /** True while the connection is up and listening. */
  readonly listening: boolean;
  /** Opens the connection; resolves once it listens, or once the first attempt failed (it retries by itself). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createDatabaseNotifications({
  url,
  logger,
  reconnectDelayMs = 1000,
}: {
  url: string;
  logger: Logger;
  reconnectDelayMs?: number;
}): DatabaseNotifications {
  const channels = new Map<string, ((payload: string) => void)[]>();
  const reconnectListeners: (() => void)[] = [];
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const run = (listener: () => void) => {
    try {
      listener();
    } catch (error) {
      logger.error("database notification listener failed", { error: error instanceof Error ? error.message : String(error) });
    }
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      listening = false;
      void next.end().catch(() => {});
      if (stopped) return;
      logger.warn("database notification listener lost its connection", { error: error?.message });
      reconnectTimer = setTimeout(() => void connect().catch(() => {}), reconnectDelayMs);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      for (const listener of channels.get(message.channel) ?? []) run(() => listener(message.payload ?? ""));
    });
    client = next;
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(error as Error);
      throw error;
    }
    listening = true;
    // The first connection too: whatever was sent before it listened went unheard.
    for (const listener of reconnectListeners) run(listener);
  };

  return {
    listen(channel, listener) {
      channels.set(channel, [...(channels.get(channel) ?? []), listener]);
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    get listening() {
      return listening;
    },
    async start() {
      stopped = false;
      await connect().catch((error: Error) => {
        logger.warn("database notification listener could not connect; retrying", { error: error.message });
      });
    },
    async stop() {
      stopped = true;
      listening = false;
      clearTimeout(reconnectTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
