import type { DatabaseSync } from "node:sqlite";
import { type DatabaseConnection, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { type CommittedWrites, watchCommittedWrites } from "./committed-writes.ts";
import { openSqlite } from "./sqlite.ts";
import type { Database } from "./schema.ts";

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export type Db = Kysely<Database>;

// PostgreSQL returns BIGINT (COUNT, SUM) as strings by default; our amounts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The one node:sqlite connection behind each SQLite Db (Kysely's SqliteDialect uses a single connection). */
const sqliteConnections = new WeakMap<Db, DatabaseSync>();

/**
 * The SQLite connection of `db`, for the few synchronous reads that must cost next to nothing
 * (`PRAGMA data_version` in OtherConnectionCommits, compiledOnce's queries); undefined on PostgreSQL.
 */
export function sqliteConnectionOf(db: Db): DatabaseSync | undefined {
  return sqliteConnections.get(db);
}

/** What each Db's connections committed, for the caches that keep rows in memory. */
const committedWrites = new WeakMap<Db, CommittedWrites>();

/** The writes this process commits through `db` (see watchCommittedWrites); undefined for a Db made elsewhere. */
export function committedWritesOf(db: Db): CommittedWrites | undefined {
  return committedWrites.get(db);
}

export function createDatabase(target: DatabaseTarget): Db {
  const { writes, onCreateConnection } = watchCommittedWrites();
  const db = openDatabase(target, onCreateConnection);
  committedWrites.set(db, writes);
  return db;
}

function openDatabase(target: DatabaseTarget, onCreateConnection: (connection: DatabaseConnection) => Promise<void>): Db {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that the server ends (restart, failover, a dropped database) emits an
    // error that would otherwise crash the process. The pool discards that connection by itself,
    // and the next query opens a fresh one or reports the outage to its caller.
    pool.on("error", () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool, onCreateConnection }) });
  }
  const database = openSqlite(target.file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database, onCreateConnection }) });
  sqliteConnections.set(db, database.raw);
  return db;
}

/** For /readyz: true when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
