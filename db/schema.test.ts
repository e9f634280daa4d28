import { fileURLToPath } from "node:url";
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } from "kysely";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseTarget, Db } from "./client.ts";
import { migratedTestDatabase, testEngines } from "../tests/support/test-databases.ts";

/** What a column holds, as far as a query's result can tell: the JavaScript value the driver hands back. */
type ValueKind = "string" | "number" | "bytes";

interface ColumnShape {
  /** "any" for an FTS5 column, which declares no type and takes whatever is written into it. */
  kind: ValueKind | "any";
  nullable: boolean;
  /** The column may be left out of an INSERT: the database fills it (default, identity) or leaves it NULL. */
  optionalOnInsert: boolean;
}

type Columns = Map<string, ColumnShape>;
type Tables = Map<string, Columns>;

/**
 * Deliberate differences between db/schema.ts and the migrated database, each with its reason; anything
 * else that differs fails the test.
 */
const onlyInDatabase: Record<DatabaseTarget["kind"], string[]> = {
  sqlite: [],
  // A generated tsvector that only the raw SQL of the docs search reads (migration 004).
  postgres: ["docs_search.document"],
};
const onlyInSchema: Record<DatabaseTarget["kind"], string[]> = {
  // The file store keeps release zips and images below DATA_DIR on SQLite (migration 013, decision 021).
  sqlite: ["stored_files", "stored_file_chunks"],
  postgres: [],
};

const schemaFile = fileURLToPath(new URL("./schema.ts", import.meta.url));
const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * The tables and columns of `Database` in db/schema.ts as the type checker sees them, so aliases,
 * `extends`, `Generated` and `ColumnType` count exactly as they do for Kysely: a column's select type
 * gives kind and nullability, its insert type whether it may be left out.
 */
function schemaTables(): Tables {
  const configFile = ts.readConfigFile(`${projectRoot}/tsconfig.json`, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, projectRoot);
  const program = ts.createProgram([schemaFile], { ...options, types: [], noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile);
  const database = source?.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === "Database");
  if (!database) throw new Error("db/schema.ts has no interface Database");

  const partsOf = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types : [type]);
  const selectAndInsertTypes = (type: ts.Type): { select: ts.Type; insert: ts.Type } => {
    const select = checker.getPropertyOfType(type, "__select__");
    const insert = checker.getPropertyOfType(type, "__insert__");
    return select && insert ? { select: checker.getTypeOfSymbol(select), insert: checker.getTypeOfSymbol(insert) } : { select: type, insert: type };
  };
  const kindOf = (where: string, type: ts.Type): ValueKind => {
    const kinds = new Set(
      partsOf(type)
        .filter((part) => !(part.flags & ts.TypeFlags.Null))
        .map((part): ValueKind => {
          if (part.flags & ts.TypeFlags.StringLike) return "string";
          if (part.flags & ts.TypeFlags.NumberLike) return "number";
          if (part.getSymbol()?.name === "Uint8Array") return "bytes";
          throw new Error(`${where}: no column type for ${checker.typeToString(part)}`);
        }),
    );
    const [kind, ...more] = [...kinds];
    if (!kind || more.length > 0) throw new Error(`${where}: ${checker.typeToString(type)} is not one column type`);
    return kind;
  };

  const tables: Tables = new Map();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database))) {
    const columns: Columns = new Map();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      const where = `${table.name}.${column.name}`;
      const { select, insert } = selectAndInsertTypes(checker.getTypeOfSymbol(column));
      columns.set(column.name, {
        kind: kindOf(where, select),
        nullable: partsOf(select).some((part) => part.flags & ts.TypeFlags.Null),
        optionalOnInsert: (column.flags & ts.SymbolFlags.Optional) !== 0 || partsOf(insert).some((part) => part.flags & ts.TypeFlags.Undefined),
      });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** SQLite's declared column types by their affinity (https://sqlite.org/datatype3.html §3.1); FTS5 columns declare none. */
function sqliteKind(declared: string): ValueKind | "any" {
  const type = declared.toLowerCase();
  if (type === "") return "any";
  if (type.includes("int")) return "number";
  if (type.includes("char") || type.includes("text")) return "string";
  if (type.includes("blob")) return "bytes";
  throw new Error(`no value kind for SQLite type ${declared}`);
}

async function sqliteTables(db: Db): Promise<Tables> {
  const { rows: tableRows } = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master WHERE type = 'table'`.execute(db);
  const virtual = tableRows.filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql)).map((row) => row.name);
  // FTS5 keeps its index in shadow tables named after the virtual table; no query of ours reads them.
  const isShadow = (name: string) => virtual.some((table) => name.startsWith(`${table}_`));
  const ignored = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE, "sqlite_sequence"]);
  const tables: Tables = new Map();
  for (const { name } of tableRows.filter((row) => !ignored.has(row.name) && !isShadow(row.name))) {
    const { rows } = await sql<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${name})`.execute(db);
    const columns: Columns = new Map();
    for (const row of rows) {
      const kind = sqliteKind(row.type);
      // An INTEGER PRIMARY KEY is the rowid: never NULL, filled when left out. SQLite lets other primary
      // key columns hold NULL for compatibility (https://sqlite.org/lang_createtable.html), yet every one
      // of ours is written on insert and PostgreSQL, from the same migration, makes it NOT NULL.
      const rowid = row.pk === 1 && row.type.toLowerCase() === "integer" && rows.filter((other) => other.pk > 0).length === 1;
      const nullable = row.notnull === 0 && row.pk === 0 && !virtual.includes(name);
      columns.set(row.name, { kind, nullable, optionalOnInsert: nullable || rowid || row.dflt_value !== null });
    }
    tables.set(name, columns);
  }
  return tables;
}

const postgresKinds: Record<string, ValueKind> = {
  int2: "number",
  int4: "number",
  // db/client.ts parses int8 into a number.
  int8: "number",
  float4: "number",
  float8: "number",
  text: "string",
  varchar: "string",
  bpchar: "string",
  bytea: "bytes",
};

async function postgresTables(db: Db): Promise<Tables> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: "YES" | "NO";
    column_default: string | null;
    is_identity: "YES" | "NO";
    is_generated: "ALWAYS" | "NEVER";
  }>`
    SELECT table_name, column_name, udt_name, is_nullable, column_default, is_identity, is_generated
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name NOT IN (${DEFAULT_MIGRATION_TABLE}, ${DEFAULT_MIGRATION_LOCK_TABLE})`.execute(db);
  const tables: Tables = new Map();
  for (const row of rows) {
    const where = `${row.table_name}.${row.column_name}`;
    if (onlyInDatabase.postgres.includes(where)) continue;
    const kind = postgresKinds[row.udt_name];
    if (!kind) throw new Error(`${where}: no value kind for PostgreSQL type ${row.udt_name}`);
    const nullable = row.is_nullable === "YES";
    const columns = tables.get(row.table_name) ?? new Map<string, ColumnShape>();
    columns.set(row.column_name, {
      kind,
      nullable,
      optionalOnInsert: nullable || row.column_default !== null || row.is_identity === "YES" || row.is_generated === "ALWAYS",
    });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Every difference between the schema types and the database, one line each. */
function differences(schema: Tables, database: Tables, engine: DatabaseTarget["kind"]): string[] {
  const found: string[] = [];
  for (const [table, columns] of database) {
    const typed = schema.get(table);
    if (!typed) {
      found.push(`${table}: table in the database, missing in db/schema.ts`);
      continue;
    }
    for (const [column, actual] of columns) {
      const where = `${table}.${column}`;
      if (onlyInDatabase[engine].includes(where)) continue;
      const declared = typed.get(column);
      if (!declared) {
        found.push(`${where}: column in the database, missing in db/schema.ts`);
        continue;
      }
      if (actual.kind !== "any" && declared.kind !== actual.kind) found.push(`${where}: db/schema.ts says ${declared.kind}, the database holds ${actual.kind}`);
      if (declared.nullable !== actual.nullable)
        found.push(
          `${where}: db/schema.ts says ${declared.nullable ? "nullable" : "not null"}, the database ${actual.nullable ? "allows NULL" : "is NOT NULL"}`,
        );
      if (declared.optionalOnInsert && !actual.optionalOnInsert)
        found.push(`${where}: db/schema.ts lets an insert leave it out, the database has no default for it`);
    }
    for (const column of typed.keys()) {
      if (!columns.has(column)) found.push(`${table}.${column}: column in db/schema.ts, missing in the database`);
    }
  }
  for (const table of schema.keys()) {
    if (!database.has(table) && !onlyInSchema[engine].includes(table)) found.push(`${table}: table in db/schema.ts, missing in the database`);
  }
  return found;
}

describe("db/schema.ts", () => {
  const schema = schemaTables();

  it("is read the way Kysely reads it", () => {
    // A few columns whose shapes the comparison depends on: Generated, ColumnType, nullable, Flag, an `extends`.
    expect(schema.get("users")?.get("id")).toEqual({ kind: "number", nullable: false, optionalOnInsert: true });
    expect(schema.get("users")?.get("password_hash")).toEqual({ kind: "string", nullable: true, optionalOnInsert: true });
    expect(schema.get("orders")?.get("paid_at")).toEqual({ kind: "string", nullable: true, optionalOnInsert: false });
    expect(schema.get("plugins")?.get("is_free")).toEqual({ kind: "number", nullable: false, optionalOnInsert: true });
    expect(schema.get("docs_sections")?.get("parent_id")).toEqual({ kind: "number", nullable: false, optionalOnInsert: false });
    expect(schema.get("stored_file_chunks")?.get("data")).toEqual({ kind: "bytes", nullable: false, optionalOnInsert: false });
  });

  describe.each(testEngines)("against the migrated database on %s", (engine) => {
    let database: Awaited<ReturnType<typeof migratedTestDatabase>>;

    beforeAll(async () => {
      database = await migratedTestDatabase(engine);
    });

    afterAll(async () => {
      await database.drop();
    });

    it("has every table and column, with the same value type, nullability and insert defaults", async () => {
      const tables = engine === "sqlite" ? await sqliteTables(database.db) : await postgresTables(database.db);
      expect(tables.size).toBeGreaterThan(20);
      expect(differences(schema, tables, engine)).toEqual([]);
    });
  });
});
