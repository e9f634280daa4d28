import type { Db } from "../../../db/client.ts";

/** Inserts a customer for the integration tests of this feature; answers its id. */
export async function insertTestUser(db: Db, fields: { email: string; username: string; passwordHash?: string | null; verified?: boolean; role?: "customer" | "admin" }): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({
      email: fields.email,
      username: fields.username,
      first_name: "Anna",
      last_name: "Berger",
      display_name: null,
      language: "de",
      role: fields.role ?? "customer",
      password_hash: fields.passwordHash ?? null,
      email_verified_at: fields.verified === false ? null : now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
