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
  const prepared = (sql: string) => {
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
