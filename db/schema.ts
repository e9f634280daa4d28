import type { ColumnType, Generated, Selectable } from "kysely";

/** Times are stored as ISO-8601 UTC strings on both engines. */
type Timestamp = ColumnType<string, string | undefined, string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  language: "de" | "en";
  role: "customer" | "admin";
  created_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the session id held in the cookie; the id itself is never stored. */
  id_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}

export type UserRow = Selectable<UsersTable>;
