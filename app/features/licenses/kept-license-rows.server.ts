import { committedWritesOf, type Db } from "../../../db/client.ts";
import type { WrittenTables } from "../../../db/committed-writes.ts";
import { licenseStateChannel } from "../../../db/migrations/021-license-state-notify.ts";
import type { DatabaseNotifications } from "../../lib/database-notifications.server.ts";
import { OtherConnectionCommits } from "../../../db/other-connection-commits.ts";

/**
 * The tables the licence API's queries read. A committed write to any of them drops every kept row.
 * A table whose deletions cascade into one of these belongs here too (the test reads the schema).
 */
export const licenseStateTables: ReadonlySet<string> = new Set(["licenses", "license_activations", "plugins"]);

/** How long a look at SQLite's data_version stays good: another process's change shows within this time. */
export const otherProcessLookIntervalMs = 50;

/** A bound on the rows kept per query, whatever keys and sites callers send. */
const maxKeptRows = 10_000;

function touchesLicenseState(tables: WrittenTables): boolean {
  return tables === null || [...tables].some((table) => licenseStateTables.has(table));
}

/**
 * Counts the changes to the licence state of one database: a generation that moves with every
 * write this process commits to the licence tables (at once, see watchCommittedWrites) and with
 * every write of another process. On SQLite those show as any commit of another connection
 * (OtherConnectionCommits, as for the page cache, decision 020). On PostgreSQL they arrive as notifications of migration 021's triggers, once
 * the process hears them (hearLicenseStateChanges); until then, and while that connection is
 * down, nothing is kept there.
 */
class LicenseStateGeneration {
  private generation = 0;
  private readonly otherCommits: OtherConnectionCommits | undefined;
  private readonly watched: boolean;
  private notifications: DatabaseNotifications | undefined;

  constructor(db: Db) {
    // Without the watch on this process's own writes (a Db made elsewhere) nothing is kept either.
    const writes = committedWritesOf(db);
    this.watched = writes !== undefined;
    this.otherCommits = writes && OtherConnectionCommits.of(db, otherProcessLookIntervalMs);
    writes?.subscribe((tables) => {
      if (touchesLicenseState(tables)) this.changed();
    });
  }

  changed(): void {
    this.generation += 1;
  }

  hear(notifications: DatabaseNotifications): void {
    this.notifications = notifications;
    notifications.listen(licenseStateChannel, () => this.changed());
    notifications.onReconnect(() => this.changed());
  }

  /** The generation now, or undefined when rows may not be kept for this database. */
  current(): number | undefined {
    if (!this.watched) return undefined;
    if (!this.otherCommits) return this.notifications?.listening ? this.generation : undefined;
    if (this.otherCommits.moved()) this.changed();
    return this.generation;
  }
}

const generations = new WeakMap<Db, LicenseStateGeneration>();

function generationOf(db: Db): LicenseStateGeneration {
  let generation = generations.get(db);
  if (!generation) {
    generation = new LicenseStateGeneration(db);
    generations.set(db, generation);
  }
  return generation;
}

/**
 * On PostgreSQL: keep licence rows of `db`, and drop them on every notification of a licence write
 * that `notifications` hears (name the channel before starting it).
 */
export function hearLicenseStateChanges(db: Db, notifications: DatabaseNotifications): void {
  generationOf(db).hear(notifications);
}

/**
 * `query` with its rows kept in memory until the licence state changes (decision 037). Under load a
 * SQLite read costs a licence check as much as all the rest of its answer (its read transaction
 * takes file locks); a WordPress site that asks again finds its row here. Rows that were not found
 * are not kept: anyone can send any key. Kept rows are frozen, since every later caller shares them.
 */
export function keptUntilLicensesChange<Names extends string, Row extends object>(
  query: (db: Db, values: Record<Names, string>) => Promise<Row | undefined>,
): (db: Db, values: Record<Names, string>) => Promise<Row | undefined> {
  const kept = new WeakMap<Db, Map<string, { row: Row; generation: number }>>();
  return async (db, values) => {
    const generation = generationOf(db).current();
    if (generation === undefined) return query(db, values);
    let rows = kept.get(db);
    if (!rows) {
      rows = new Map();
      kept.set(db, rows);
    }
    const key = Object.values(values).join("\u0000");
    const entry = rows.get(key);
    if (entry?.generation === generation) return entry.row;
    const row = await query(db, values);
    if (row === undefined) {
      rows.delete(key);
      return undefined;
    }
    if (rows.size >= maxKeptRows) rows.clear();
    // Tagged with the generation from before the read: a change committed meanwhile leaves it stale at once.
    rows.set(key, { row: Object.freeze(row), generation });
    return row;
  };
}
