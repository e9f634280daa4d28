import type { KyselyPlugin, OperationNode } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { translator } from "../../i18n/catalogues.ts";
import { passwordErrorKeys } from "./password-reset-form.ts";
import { isPasswordTokenValid, requestPasswordReset, resetMailLimit, resetPasswordWithToken } from "./password-reset.server.ts";
import { hashPassword, passwordLimits, verifyPassword } from "./passwords.server.ts";
import { startSession } from "./session.server.ts";
import { issueToken, tokenLifetimes } from "./tokens.server.ts";

const publicUrl = "https://www.wp-studio.example";
const newPassword = "Kürbiskernöl auf Vanilleeis";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The one token a mail's link carries. */
function tokenInLink(text: string, path: string): string {
  const match = new RegExp(`${publicUrl.replace(/\./g, "\\.")}${path}\\?(?:lang=en&)?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${path} link in:\n${text}`);
  return match[1];
}

/** The table a statement reads or writes first ("users", "outbox_emails" …). */
function tableOf(node: OperationNode | undefined): string {
  if (!node) return "?";
  if (node.kind === "TableNode") return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === "AliasNode") return tableOf((node as unknown as { node: OperationNode }).node);
  if (node.kind === "FromNode") return tableOf((node as unknown as { froms: OperationNode[] }).froms[0]);
  return node.kind;
}

/** Every statement run through the returned database (in transactions too), as "select users", "insert outbox_emails" …. */
function recordingStatements(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      const query = node as unknown as { kind: string; from?: OperationNode; into?: OperationNode; table?: OperationNode };
      const verb = { SelectQueryNode: "select", InsertQueryNode: "insert", UpdateQueryNode: "update", DeleteQueryNode: "delete" }[query.kind] ?? query.kind;
      statements.push(`${verb} ${tableOf(query.from ?? query.into ?? query.table)}`);
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { db: db.withPlugin(plugin), statements };
}

describe("password texts", () => {
  it("have every error in both languages, naming the policy's real limits", () => {
    for (const language of ["de", "en"] as const) {
      const t = translator(language);
      for (const key of passwordErrorKeys) expect(t(key)).not.toBe(key);
      expect(t("passwords.error.tooShort")).toContain(String(passwordLimits.min));
      expect(t("passwords.error.tooLong")).toContain(String(passwordLimits.max));
      expect(t("passwords.field.newPasswordHint")).toContain(String(passwordLimits.min));
    }
  });
});

describe.each(testEngines)("password reset on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userCounter = 0;

  async function createUser(options: { language?: "de" | "en"; password?: string | null; verified?: boolean } = {}) {
    userCounter += 1;
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto("users")
      .values({
        email: `kundin${userCounter}@example.at`,
        username: `kundin${userCounter}`,
        language: options.language ?? "de",
        role: "customer",
        password_hash: options.password === null ? null : await hashPassword(options.password ?? "Marillenknödel mit Butterbrösel"),
        email_verified_at: options.verified === false ? null : now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id, email: `kundin${userCounter}@example.at` };
  }

  const outbox = () => db.selectFrom("outbox_emails").selectAll().orderBy("id").execute();
  const tokens = (userId: number) => db.selectFrom("one_time_tokens").selectAll().where("user_id", "=", userId).orderBy("id").execute();
  const sessionCount = async (userId: number) =>
    Number(
      (
        await db
          .selectFrom("sessions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedUser = (userId: number) => db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  beforeEach(async () => {
    await db.deleteFrom("outbox_emails").execute();
  });

  afterAll(() => drop());

  describe("asking for a link", () => {
    it("answers a known and an unknown address alike, and mails only the known one", async () => {
      const user = await createUser();
      const known = await requestPasswordReset(db, form({ email: user.email }), publicUrl);
      const unknown = await requestPasswordReset(db, form({ email: "niemand@example.at" }), publicUrl);
      expect(unknown).toEqual(known);
      expect(known).toEqual({ status: "requested" });
      const mails = await outbox();
      expect(mails.map((mail) => mail.to_address)).toEqual([user.email]);
    });

    it("mails a single-use link in the account's language, built from PUBLIC_URL, and stores only the token's hash", async () => {
      const user = await createUser({ language: "en" });
      await requestPasswordReset(db, form({ email: `  ${user.email.toUpperCase()} ` }), publicUrl);
      const [mail] = await outbox();
      expect(mail).toMatchObject({ to_address: user.email, language: "en", subject: "Reset your password – WP Studio" });
      expect(mail?.text_body).toContain("The link is valid for one hour and works once.");
      const token = tokenInLink(mail?.text_body ?? "", "/reset-password");
      expect(mail?.text_body).toContain(`${publicUrl}/reset-password?lang=en&token=${token}`);
      const [stored] = await tokens(user.id);
      expect(stored).toMatchObject({ purpose: "reset_password", used_at: null });
      expect(stored?.token_hash).not.toContain(token);
      expect(await isPasswordTokenValid(db, token, "reset_password")).toBe(true);
    });

    it("writes German mails for German accounts", async () => {
      const user = await createUser({ language: "de" });
      await requestPasswordReset(db, form({ email: user.email }), publicUrl);
      const [mail] = await outbox();
      expect(mail).toMatchObject({ language: "de", subject: "Passwort zurücksetzen – WP Studio" });
      expect(mail?.text_body).toContain("Der Link ist eine Stunde lang gültig und funktioniert einmal.");
      expect(tokenInLink(mail?.text_body ?? "", "/reset-password")).toHaveLength(43);
    });

    it("refuses a missing or malformed address with a message for the field", async () => {
      expect(await requestPasswordReset(db, form({ email: " " }), publicUrl)).toEqual({
        status: "invalid",
        email: " ",
        error: "passwords.error.emailRequired",
      });
      expect(await requestPasswordReset(db, form({ email: "kein-at" }), publicUrl)).toEqual({
        status: "invalid",
        email: "kein-at",
        error: "passwords.error.emailInvalid",
      });
      expect(await outbox()).toEqual([]);
    });

    it("does the same work for a known and an unknown address: the same reads, a mail rendered and stored, one more write", async () => {
      const user = await createUser();
      const run = async (email: string, at: Date) => {
        const recording = recordingStatements(db);
        await requestPasswordReset(recording.db, form({ email }), publicUrl, at);
        return recording.statements;
      };
      const start = new Date();
      const known = await run(user.email, start);
      const unknown = await run("niemand@example.at", start);
      // The lookup, the count of recent links and the rendered mail in the outbox, on both paths …
      const shared = ["select users", "select one_time_tokens", "insert outbox_emails"];
      // … then the known address's token is stored, the unknown address's mail deleted before the commit.
      expect(known).toEqual([...shared, "insert one_time_tokens"]);
      expect(unknown).toEqual([...shared, "delete outbox_emails"]);
      expect((await outbox()).map((mail) => mail.to_address)).toEqual([user.email]);
      expect(await tokens(user.id)).toHaveLength(1);

      // An account over its mail limit takes exactly the unknown address's steps.
      for (let index = 1; index < resetMailLimit.mails; index += 1) await run(user.email, new Date(start.getTime() + index * 1000));
      expect(await run(user.email, new Date(start.getTime() + 10_000))).toEqual(unknown);
      expect(await outbox()).toHaveLength(resetMailLimit.mails);
    });

    it(`sends at most ${resetMailLimit.mails} links per account and hour, with the same answer beyond`, async () => {
      const user = await createUser();
      const start = new Date();
      for (let attempt = 0; attempt < resetMailLimit.mails + 2; attempt += 1) {
        expect(await requestPasswordReset(db, form({ email: user.email }), publicUrl, new Date(start.getTime() + attempt * 1000))).toEqual({
          status: "requested",
        });
      }
      expect(await outbox()).toHaveLength(resetMailLimit.mails);
      await requestPasswordReset(db, form({ email: user.email }), publicUrl, new Date(start.getTime() + resetMailLimit.windowMs + 1000));
      expect(await outbox()).toHaveLength(resetMailLimit.mails + 1);
    });
  });

  describe("choosing the new password", () => {
    it("checks the policy per field and leaves the link usable", async () => {
      const user = await createUser();
      const token = await issueToken(db, user.id, "reset_password");
      expect(await resetPasswordWithToken(db, token, form({ password: "", confirmation: "" }), publicUrl)).toEqual({
        status: "invalid",
        errors: { password: "passwords.error.passwordRequired", confirmation: "passwords.error.confirmationRequired" },
      });
      expect(await resetPasswordWithToken(db, token, form({ password: "zu kurz", confirmation: "zu kurz" }), publicUrl)).toEqual({
        status: "invalid",
        errors: { password: "passwords.error.tooShort" },
      });
      expect(await resetPasswordWithToken(db, token, form({ password: "password1234", confirmation: "password1234" }), publicUrl)).toEqual({
        status: "invalid",
        errors: { password: "passwords.error.common" },
      });
      expect(await resetPasswordWithToken(db, token, form({ password: newPassword, confirmation: `${newPassword}!` }), publicUrl)).toEqual({
        status: "invalid",
        errors: { confirmation: "passwords.error.mismatch" },
      });
      expect(await isPasswordTokenValid(db, token, "reset_password")).toBe(true);
    });

    it("stores the password, ends every session, mails 'password changed' and works once", async () => {
      const user = await createUser({ language: "en", verified: false });
      await startSession(db, user.id, false);
      await startSession(db, user.id, false);
      const token = await issueToken(db, user.id, "reset_password");
      const olderLink = await issueToken(db, user.id, "reset_password");

      const result = await resetPasswordWithToken(db, token, form({ password: newPassword, confirmation: newPassword }), publicUrl);
      expect(result).toEqual({ status: "done", userId: user.id, role: "customer" });
      const stored = await storedUser(user.id);
      expect(await verifyPassword(stored.password_hash ?? "", newPassword)).toBe(true);
      expect(stored.password_changed_at).not.toBeNull();
      // The link came by mail: following it confirms the address.
      expect(stored.email_verified_at).not.toBeNull();
      expect(await sessionCount(user.id)).toBe(0);

      const mails = await outbox();
      expect(mails.map((mail) => [mail.to_address, mail.language, mail.subject])).toEqual([[user.email, "en", "Your password has been changed – WP Studio"]]);
      expect(mails[0]?.text_body).toContain(`${publicUrl}/reset-password?lang=en`);

      expect(
        await resetPasswordWithToken(db, token, form({ password: "Ein ganz anderes Passwort", confirmation: "Ein ganz anderes Passwort" }), publicUrl),
      ).toEqual({
        status: "invalidToken",
      });
      expect(await isPasswordTokenValid(db, olderLink, "reset_password")).toBe(false);
      expect(await verifyPassword((await storedUser(user.id)).password_hash ?? "", newPassword)).toBe(true);
    });

    it("refuses an expired link, a link of another purpose and a made-up one", async () => {
      const user = await createUser();
      const issuedAt = new Date(Date.now() - tokenLifetimes.reset_password - 1000);
      const expired = await issueToken(db, user.id, "reset_password", issuedAt);
      const verification = await issueToken(db, user.id, "verify_email");
      for (const token of [expired, verification, "x".repeat(43), ""]) {
        expect(await isPasswordTokenValid(db, token, "reset_password")).toBe(false);
        expect(await resetPasswordWithToken(db, token, form({ password: newPassword, confirmation: newPassword }), publicUrl)).toEqual({
          status: "invalidToken",
        });
      }
      expect(await outbox()).toEqual([]);
    });

    it("lets only one of two simultaneous submits of one link through", async () => {
      const user = await createUser();
      const token = await issueToken(db, user.id, "reset_password");
      const submit = () => resetPasswordWithToken(db, token, form({ password: newPassword, confirmation: newPassword }), publicUrl);
      const results = await Promise.all([submit(), submit()]);
      expect(results.map((result) => result.status).sort()).toEqual(["done", "invalidToken"]);
      expect(await outbox()).toHaveLength(1);
    });
  });
});
