import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Distinct SQL texts kept prepared per connection: far more than the site's queries, and a bound if SQL text ever varied. */
const maxKeptStatements = 1000;

function toSqlValue(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/**
 * Kysely opens every SQLite transaction with a plain (deferred) `begin`. Such a transaction reads
 * from a snapshot and asks for the write lock only at its first write; if another connection (a
 * second process, a script, a test) committed in between, SQLite refuses that write at once with
 * SQLITE_BUSY, without waiting the busy timeout, and the request failed with a 500. `begin
 * immediate` takes the write lock first, waiting up to the busy timeout for it.
 */
function sqlToRun(sql: string): string {
  return sql === "begin" ? "begin immediate" : sql;
}

/**
 * Presents node:sqlite's DatabaseSync through the better-sqlite3 shape that Kysely's SqliteDialect
 * expects, so the embedded engine needs no native addon.
 */
export function openSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const raw = new DatabaseSync(file, { timeout: 5000 });
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA busy_timeout = 5000");
  // Kysely prepares every query it runs; compiling the same SQL again cost more than running it on
  // the hot paths (the licence API), so statements are kept by their text. Reuse is safe because
  // all() and run() finish synchronously; a streamed query's iterator lives on, so it gets its own
  // statement. SQLite recompiles a kept statement by itself after a schema change.
  // Whether a statement returns rows is asked on every run; node:sqlite computes its columns anew each time.
  const statements = new Map<string, { statement: StatementSync; reader: boolean }>();
  const prepared = (text: string) => {
    const sql = sqlToRun(text);
    let kept = statements.get(sql);
    if (!kept) {
      if (statements.size >= maxKeptStatements) statements.clear();
      const statement = raw.prepare(sql);
      kept = { statement, reader: statement.columns().length > 0 };
      statements.set(sql, kept);
    }
    return kept;
  };
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const { statement, reader } = prepared(sql);
      const values = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
      return {
        reader,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => raw.prepare(sql).iterate(...values(parameters)),
      };
    },
  };
}
