import { randomUUID } from "node:crypto";
import { SqliteAdapter, sql } from "kysely";
import type { Db } from "../../../db/client.ts";
import { OtherConnectionCommits } from "../../../db/other-connection-commits.ts";
import type { DatabaseNotifications } from "../../lib/database-notifications.server.ts";
import type { Logger } from "../../lib/logger.ts";

export interface PublicContentChanges {
  /** After a committed change that alters public pages or plugin/release data: flush here and tell every other process. */
  announce(): Promise<void>;
  /** Runs `listener` after every change announced here or in another process on the same database (and after a reconnect that may have missed some). Returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The PostgreSQL channel every process LISTENs on; the payload names the announcing process. */
export const contentChannel = "public_content_changed";

/** What the server process holds: the contract plus what the page cache asks before it serves. */
export interface ContentChangeFeed extends PublicContentChanges {
  /**
   * True when this process has heard of every change so far, so a cached page may be served: on
   * PostgreSQL while the LISTEN connection is up; on SQLite after comparing the version row, which
   * another process (the import script) may have bumped. Runs the listeners when it finds a change.
   * Answers at once, without a promise, when no query is needed: on PostgreSQL always, on SQLite
   * while no other connection has committed anything since the last look.
   */
  upToDate(): boolean | Promise<boolean>;
  /** Reads the version row on SQLite; on PostgreSQL the notifications' connection, started by its owner, does the work. */
  start(): Promise<void>;
}

/**
 * Bumps the version row and, on PostgreSQL, notifies every listening process. For processes that
 * change content without serving pages: the WordPress import, the demo seed.
 */
export async function announceContentChange(db: Db, origin = "script"): Promise<number> {
  const row = await db
    .updateTable("public_content_version")
    .set((eb) => ({ version: eb("version", "+", 1), changed_at: new Date().toISOString() }))
    .where("id", "=", 1)
    .returning("version")
    .executeTakeFirstOrThrow();
  if (!isSqlite(db)) await sql`select pg_notify(${contentChannel}, ${origin})`.execute(db);
  return row.version;
}

function isSqlite(db: Db): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

async function currentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("public_content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
  return row.version;
}

export interface ContentChangeFeedOptions {
  db: Db;
  /**
   * The process's LISTEN connection (PostgreSQL); without it a PostgreSQL feed never counts as up
   * to date. On SQLite the version row alone tells of other processes' changes.
   */
  notifications?: DatabaseNotifications;
  logger: Logger;
  /** On SQLite: how long a look at data_version stays good (see below). */
  sqliteLookIntervalMs?: number;
}

/** The change feed of one server process (decision 020). */
export function createContentChangeFeed({ db, notifications, logger, sqliteLookIntervalMs = 50 }: ContentChangeFeedOptions): ContentChangeFeed {
  const sqlite = isSqlite(db);
  // On SQLite the version row is read only when another connection committed (this process's own
  // changes announce themselves); without the raw connection (a Db made elsewhere), on every look.
  const otherCommits = sqlite ? OtherConnectionCommits.of(db, sqliteLookIntervalMs) : undefined;
  // While the row is being read after a move, later requests wait for the same read rather than
  // trusting a data_version that is already taken but not yet checked.
  let checking: Promise<boolean> | undefined;
  const origin = randomUUID();
  const listeners = new Set<() => void>();
  let knownVersion: number | undefined;
  const notify = () => {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        logger.error("content change listener failed", { error: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  // Changes made while this process did not listen went unheard: a reconnect counts as one.
  notifications?.listen(contentChannel, (payload) => {
    if (payload !== origin) notify();
  });
  notifications?.onReconnect(notify);

  return {
    async announce() {
      knownVersion = await announceContentChange(db, origin);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    upToDate() {
      if (!sqlite) return notifications?.listening ?? false;
      if (checking) return checking;
      // A commit between the look and the row's read is seen by the next look.
      if (knownVersion !== undefined && otherCommits && !otherCommits.moved()) return true;
      const check = currentVersion(db)
        .then((version) => {
          if (knownVersion !== undefined && version !== knownVersion) {
            knownVersion = version;
            notify();
          }
          knownVersion = version;
          return true;
        })
        .finally(() => {
          if (checking === check) checking = undefined;
        });
      checking = check;
      return check;
    },
    async start() {
      if (!sqlite) return;
      knownVersion = await currentVersion(db);
    },
  };
}
