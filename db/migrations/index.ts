import type { Migration } from "kysely";
import * as usersAndSessions from "./001-users-and-sessions.ts";

/** Every migration in order; names are permanent once released. */
export const migrations: Record<string, Migration> = {
  "001-users-and-sessions": usersAndSessions,
};
