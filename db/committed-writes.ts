import type { CompiledQuery, DatabaseConnection, OperationNode, QueryResult } from "kysely";

/** The tables a committed write named; null when its SQL does not say (raw SQL, schema changes). */
export type WrittenTables = ReadonlySet<string> | null;

export interface CommittedWrites {
  /** Runs `listener` after each write this process commits through Kysely, in or out of a transaction. */
  subscribe(listener: (tables: WrittenTables) => void): () => void;
}

type Statement = { kind: "read" } | { kind: "begin" } | { kind: "end" } | { kind: "write"; tables: WrittenTables };

const transactionStart = /^(begin|start\s+transaction)\b/i;
// `rollback to <savepoint>` stays inside the transaction.
const transactionEnd = /^(commit|end|rollback(?!\s+to\b))\b/i;
// Statements that change no rows: reads, session settings and the savepoints inside a transaction.
const changesNoRows = /^(select|explain|pragma|show|set|listen|unlisten|savepoint|release|rollback\s+to)\b/i;

function tableName(node: OperationNode | undefined): string | undefined {
  if (node?.kind === "AliasNode") return tableName((node as unknown as { node: OperationNode }).node);
  if (node?.kind === "TableNode") return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return undefined;
}

function namedTables(nodes: (OperationNode | undefined)[]): WrittenTables {
  const names = nodes.map(tableName);
  return names.every((name) => name !== undefined) && names.length > 0 ? new Set(names) : null;
}

function statementOf({ query, sql }: CompiledQuery): Statement {
  switch (query.kind) {
    case "SelectQueryNode":
      return { kind: "read" };
    case "InsertQueryNode":
      return { kind: "write", tables: namedTables([query.into]) };
    case "UpdateQueryNode":
      return { kind: "write", tables: namedTables([query.table]) };
    case "DeleteQueryNode":
      return { kind: "write", tables: namedTables([...query.from.froms]) };
    case "MergeQueryNode":
      return { kind: "write", tables: namedTables([query.into]) };
    default: {
      const text = sql.trimStart();
      if (transactionStart.test(text)) return { kind: "begin" };
      if (transactionEnd.test(text)) return { kind: "end" };
      if (changesNoRows.test(text)) return { kind: "read" };
      return { kind: "write", tables: null };
    }
  }
}

function merged(a: WrittenTables | undefined, b: WrittenTables): WrittenTables {
  if (a === undefined) return b;
  if (a === null || b === null) return null;
  return new Set([...a, ...b]);
}

/**
 * Watches every connection Kysely opens (give `onCreateConnection` to the dialect) and tells the
 * subscribers of `writes` which tables each committed write named: a write outside a transaction
 * once it ran, the writes of a transaction together once it ended (a rollback too, since reads on
 * the same connection saw its rows). The listeners run before the query's promise settles, so
 * whoever awaited the write finds them done. Failed writes are told as well: whether a statement
 * changed rows before it failed is not known here.
 */
export function watchCommittedWrites(): { writes: CommittedWrites; onCreateConnection: (connection: DatabaseConnection) => Promise<void> } {
  const listeners = new Set<(tables: WrittenTables) => void>();
  const tell = (tables: WrittenTables) => {
    for (const listener of [...listeners]) listener(tables);
  };
  return {
    writes: {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    async onCreateConnection(connection) {
      const execute = connection.executeQuery.bind(connection);
      let inTransaction = false;
      let pending: WrittenTables | undefined;
      connection.executeQuery = async <Row>(query: CompiledQuery): Promise<QueryResult<Row>> => {
        const statement = statementOf(query);
        if (statement.kind === "begin") {
          inTransaction = true;
          pending = undefined;
        } else if (statement.kind === "write" && inTransaction) {
          pending = merged(pending, statement.tables);
        }
        try {
          return await execute<Row>(query);
        } finally {
          if (statement.kind === "end") {
            inTransaction = false;
            const written = pending;
            pending = undefined;
            if (written !== undefined) tell(written);
          } else if (statement.kind === "write" && !inTransaction) {
            tell(statement.tables);
          }
        }
      };
    },
  };
}
