import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { createLogger } from "../../../lib/logger.ts";
import { action as customerAction, loader as customerLoader } from "../../../routes/admin.customer.tsx";
import { loader as customersLoader } from "../../../routes/admin.customers.tsx";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { logIn } from "../../accounts/login.server.ts";
import { hashPassword } from "../../accounts/passwords.server.ts";
import { replaceRecoveryCodes } from "../../accounts/recovery-codes.server.ts";
import { findSessionUser, sessionCookieName, startSession } from "../../accounts/session.server.ts";
import { secondFactorScreen } from "../../accounts/two-factor.server.ts";
import { issueToken } from "../../accounts/tokens.server.ts";
import { answerOf, testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer, insertLicense, insertPaidOrder, insertPlugin, issueLicense } from "../../../../tests/support/shop-fixtures.ts";
import { adminRouteArgs, customerUser } from "../../../../tests/support/test-admin.ts";

const dataDir = testDataDir("admin-customers-test");

const password = "amber kettle sings at noon";

function cookieValue(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}

describe.each(testEngines)("admin customers on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let passwordHash: string;
  let admin: CurrentUser;
  let otherAdminId: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    passwordHash = await hashPassword(password);
    admin = await insertAdmin(db, "ada@example.com", { passwordHash });
    otherAdminId = (await insertAdmin(db, "bert@example.com", { passwordHash })).id;
  });

  afterAll(async () => {
    await drop();
  });

  const listArgs = (query: string, user: CurrentUser | null = admin) => adminRouteArgs({ db, dataDir, user }, `/admin/customers${query}`, {});
  const detailArgs = (userId: string, user: CurrentUser | null = admin) =>
    adminRouteArgs({ db, dataDir, user }, `/admin/customers/${userId}?lang=en`, { userId });
  const post = (userId: number | string, fields: Record<string, string>, user: CurrentUser | null = admin) =>
    answerOf(() => customerAction(adminRouteArgs({ db, dataDir, user }, `/admin/customers/${userId}`, { userId: String(userId) }, fields)));

  /** A session of the account; an admin's passed the second factor (`secondFactorAt`). */
  async function signedInSession(userId: number, secondFactorAt: string | null = null): Promise<string> {
    return `${sessionCookieName}=${cookieValue(await startSession(db, userId, false, new Date(), secondFactorAt)).split("=")[1]}`;
  }

  const attemptLogin = (identifier: string) => {
    const form = new FormData();
    form.set("identifier", identifier);
    form.set("password", password);
    return logIn(db, { form, clientNetworks: [{ hash: "c".repeat(64), limitFactor: 1 }], publicUrl: "http://localhost:3000", logger: createLogger("silent") });
  };

  const auditActions = async (userId: number) =>
    (await db.selectFrom("audit_log").select("action").where("entity_type", "=", "user").where("entity_id", "=", String(userId)).orderBy("id").execute()).map(
      (row) => row.action,
    );

  it("lists customer accounts newest first with their order counts, admins apart, searchable by name, username and e-mail and filterable by state", async () => {
    const clara = (await insertCustomer(db, "clara.list@example.com", { username: "clara_list", passwordHash })).id;
    await insertCustomer(db, "dora.list@example.com", { username: "dora_list", verified: false });
    const plugin = await insertPlugin(db, "list-plugin");
    await issueLicense(db, { userId: clara, optionId: plugin.options.single });
    await issueLicense(db, { userId: clara, optionId: plugin.options.five });

    const all = (await customersLoader(listArgs("?lang=en"))).customers;
    expect(all.items.map((item) => item.email).sort()).toEqual(["clara.list@example.com", "dora.list@example.com"]);
    const claraRow = all.items.find((item) => item.id === clara);
    expect(claraRow).toMatchObject({ email: "clara.list@example.com", role: "customer", state: "active", orderCount: 2, name: "Anna Berger" });

    const emailsOf = async (query: string) => (await customersLoader(listArgs(query))).customers.items.map((item) => item.email).sort();
    expect(await emailsOf("?q=CLARA.LIST")).toEqual(["clara.list@example.com"]);
    expect(await emailsOf("?q=dora_l")).toEqual(["dora.list@example.com"]);
    expect(await emailsOf("?q=anna%20berger&role=admin")).toEqual(["ada@example.com", "bert@example.com"]);
    expect(await emailsOf("?state=unverified")).toEqual(["dora.list@example.com"]);
    expect(await emailsOf("?q=%25")).toEqual([]);
    expect(await emailsOf("?role=nonsense&state=active&q=list")).toEqual(["clara.list@example.com"]);
    expect(await emailsOf("?role=admin")).toEqual(["ada@example.com", "bert@example.com"]);
    expect(await emailsOf("?role=admin&q=list")).toEqual([]);
  });

  it("shows an account with its orders, masked licences and history, never its secrets", async () => {
    const userId = (await insertCustomer(db, "emil@example.com", { passwordHash })).id;
    const plugin = await insertPlugin(db, "detail-plugin");
    const license = await issueLicense(db, { userId, optionId: plugin.options.single });
    const page = await customerLoader(detailArgs(String(userId)));
    expect(page.title).toBe("Customer emil@example.com");
    expect(page.isSelf).toBe(false);
    expect(page.customer.orders.items).toHaveLength(1);
    expect(page.customer.orders.items[0]?.number).toMatch(/^#\d{6}$/);
    expect(page.customer.licenses.items[0]).toMatchObject({ id: license.id, pluginName: "Test plugin detail-plugin", status: "active" });
    expect(page.customer.licenses.items[0]?.maskedKey.endsWith(license.key.slice(-5))).toBe(true);
    const serialised = JSON.stringify(page);
    expect(serialised).not.toContain(license.key);
    expect(serialised).not.toContain(passwordHash);

    expect((await answerOf(() => customerLoader(detailArgs("999999")))).status).toBe(404);
    expect((await answerOf(() => customerLoader(detailArgs("abc")))).status).toBe(404);
    expect((await answerOf(() => customerLoader(detailArgs(String(userId), customerUser(userId))))).status).toBe(403);
    expect((await answerOf(() => customersLoader(listArgs("", customerUser(userId))))).status).toBe(403);
  });

  it("shows a customer's lifetime value, billing data with every VAT ID used and the contact messages sent from their addresses", async () => {
    const userId = (await insertCustomer(db, "Greta.Wert@example.com")).id;
    const plugin = await insertPlugin(db, "value-plugin");
    const placed = (day: number) => `2026-02-${String(day).padStart(2, "0")}T10:00:00.000Z`;
    const order = (day: number, fields: Parameters<typeof insertPaidOrder>[3]) =>
      insertPaidOrder(db, userId, plugin.options.single, { created_at: placed(day), updated_at: placed(day), paid_at: placed(day), ...fields });
    await order(1, { gross_cents: 10_000, net_cents: 8_333, vat_cents: 1_667, billing_vat_id: "DE123456789", billing_email: "einkauf@wert.example" });
    // Refunded in part: 25 € of 50 € went back.
    await order(2, { gross_cents: 5_000, net_cents: 4_167, vat_cents: 833, refunded_cents: 2_500 });
    // Refunded in full: counts nothing.
    await order(3, { gross_cents: 7_000, net_cents: 5_833, vat_cents: 1_167, status: "refunded", refunded_cents: 7_000, refunded_at: placed(4) });
    // Never paid: counts nothing, but its billing data is the latest.
    await order(5, {
      gross_cents: 9_900,
      status: "pending",
      paid_at: null,
      billing_company: "Wert GmbH",
      billing_address: "Ringstraße 1",
      billing_postal_code: "1010",
      billing_city: "Wien",
      billing_vat_id: "ATU12345678",
    });
    const received = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
    const message = (email: string, subject: string, minute: number) =>
      db
        .insertInto("contact_messages")
        .values({ name: "Greta", email, company: null, subject, message: "-", language: "de", ip_hash: "x", created_at: received(minute) })
        .returning("id")
        .executeTakeFirstOrThrow();
    const fromAccount = await message("greta.wert@EXAMPLE.com", "Rechnung", 1);
    const fromBilling = await message("einkauf@wert.example", "Angebot", 2);
    await message("someone.else@example.com", "Fremd", 3);

    const customer = (await customerLoader(detailArgs(String(userId)))).customer;
    expect(customer.lifetimeCents).toBe(10_000 + 2_500);
    expect(customer.billing).toMatchObject({
      company: "Wert GmbH",
      address: "Ringstraße 1",
      postalCode: "1010",
      city: "Wien",
      country: "AT",
      vatId: "ATU12345678",
    });
    expect(customer.vatIds).toEqual(["DE123456789", "ATU12345678"]);
    expect(customer.messages.total).toBe(2);
    expect(customer.messages.items.map((item) => item.id)).toEqual([fromBilling.id, fromAccount.id]);

    const listed = (await customersLoader(listArgs("?q=greta.wert"))).customers.items;
    expect(listed.map((item) => item.lifetimeCents)).toEqual([12_500]);
    const byValue = async (dir: string) =>
      (await customersLoader(listArgs(`?q=example.com&sort=lifetime&dir=${dir}`))).customers.items.map((item) => item.lifetimeCents);
    const descending = await byValue("desc");
    expect(descending).toContain(12_500);
    expect(new Set(descending).size).toBeGreaterThan(2);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(await byValue("asc")).toEqual([...descending].reverse());

    const newcomer = (await insertCustomer(db, "neu.ohne@example.com")).id;
    expect((await customerLoader(detailArgs(String(newcomer)))).customer).toMatchObject({
      lifetimeCents: 0,
      billing: null,
      vatIds: [],
      messages: { total: 0, items: [] },
      notes: [],
    });
  });

  it("pages the orders and the licences of an account each on its own, with totals from the database", async () => {
    const userId = (await insertCustomer(db, "viel.kauf@example.com")).id;
    const plugin = await insertPlugin(db, "paged-plugin");
    const orderIds: number[] = [];
    for (let day = 1; day <= 30; day += 1) {
      const at = `2026-01-${String(day).padStart(2, "0")}T10:00:00.000Z`;
      orderIds.push(await insertPaidOrder(db, userId, plugin.options.single, { created_at: at, updated_at: at, paid_at: at }));
    }
    const licenseIds: number[] = [];
    for (let index = 0; index < 27; index += 1) {
      licenseIds.push(
        (
          await insertLicense(db, {
            userId,
            orderId: null,
            optionId: plugin.options.single,
            expiresAt: new Date("2027-01-01T00:00:00.000Z"),
            createdAt: new Date(Date.UTC(2026, 1, 1 + index)),
          })
        ).id,
      );
    }
    const pageAt = async (query: string) =>
      (await customerLoader(adminRouteArgs({ db, dataDir, user: admin }, `/admin/customers/${userId}${query}`, { userId: String(userId) }))).customer;
    const newestFirst = (ids: number[]) => [...ids].reverse();

    const first = await pageAt("");
    expect(first.orders).toMatchObject({ page: 1, pageCount: 2, total: 30 });
    expect(first.orders.items.map((order) => order.id)).toEqual(newestFirst(orderIds).slice(0, 25));
    expect(first.licenses).toMatchObject({ page: 1, pageCount: 2, total: 27 });
    expect(first.licenses.items.map((license) => license.id)).toEqual(newestFirst(licenseIds).slice(0, 25));

    const secondOrders = await pageAt("?orders=2&licenses=1");
    expect(secondOrders.orders).toMatchObject({ page: 2, total: 30 });
    expect(secondOrders.orders.items.map((order) => order.id)).toEqual(newestFirst(orderIds).slice(25));
    expect(secondOrders.licenses.page).toBe(1);

    const secondLicenses = await pageAt("?licenses=2");
    expect(secondLicenses.orders.page).toBe(1);
    expect(secondLicenses.licenses.items.map((license) => license.id)).toEqual(newestFirst(licenseIds).slice(25));
    // A page past the end shows the last one; nonsense shows the first.
    expect((await pageAt("?orders=9&licenses=abc")).orders.page).toBe(2);
    expect((await pageAt("?orders=9&licenses=abc")).licenses.page).toBe(1);
  });

  it("disables an account only when confirmed: its sessions end, it cannot sign in, and enabling it lets it in again", async () => {
    const userId = (await insertCustomer(db, "fritz@example.com", { passwordHash })).id;
    const cookie = await signedInSession(userId);
    expect(await findSessionUser(db, cookie)).toMatchObject({ id: userId });

    const unconfirmed = await post(userId, { intent: "disable" });
    expect(unconfirmed).toEqual({ status: 400, body: { error: "admin.error.notConfirmed" } });
    expect(await findSessionUser(db, cookie)).toMatchObject({ id: userId });

    expect(await post(userId, { confirmedIntent: "disable" })).toEqual({ status: 200, body: { success: "admin.customers.success.disabled" } });
    const row = await db.selectFrom("users").select("disabled_at").where("id", "=", userId).executeTakeFirstOrThrow();
    expect(row.disabled_at).not.toBeNull();
    expect(await findSessionUser(db, cookie)).toBeNull();
    expect(await db.selectFrom("sessions").select("id_hash").where("user_id", "=", userId).execute()).toEqual([]);
    expect(await attemptLogin("fritz")).toEqual({ status: "disabled", identifier: "fritz" });
    expect((await customerLoader(detailArgs(String(userId)))).customer.state).toBe("disabled");
    expect(await post(userId, { confirmedIntent: "disable" })).toEqual({ status: 409, body: { error: "admin.customers.error.unchanged" } });

    expect(await post(userId, { intent: "enable" })).toEqual({ status: 200, body: { success: "admin.customers.success.enabled" } });
    expect(await attemptLogin("fritz")).toMatchObject({ status: "signedIn", userId });
    expect(await auditActions(userId)).toEqual(["user.disable", "user.enable"]);
    const [entry] = await db.selectFrom("audit_log").selectAll().where("action", "=", "user.disable").where("entity_id", "=", String(userId)).execute();
    expect(entry).toMatchObject({ actor_user_id: admin.id, entity_label: "fritz@example.com", before_json: JSON.stringify({ disabled_at: null }) });
  });

  it("refuses to disable the admin's own account and bad input, changing nothing", async () => {
    const before = await db.selectFrom("users").select(["id", "role", "disabled_at"]).orderBy("id").execute();
    const logged = await db.selectFrom("audit_log").select("id").execute();
    expect(await post(admin.id, { confirmedIntent: "disable" })).toEqual({ status: 400, body: { error: "admin.customers.error.selfDisable" } });
    expect(await post(admin.id, { confirmedIntent: "removeAdmin" })).toEqual({ status: 400, body: { error: "admin.customers.error.selfRemoveAdmin" } });
    expect(await post(otherAdminId, { intent: "explode" })).toEqual({ status: 400, body: { error: "admin.error.unknownIntent" } });
    expect(await post(otherAdminId, {})).toEqual({ status: 400, body: { error: "admin.error.unknownIntent" } });
    expect((await post(999_999, { intent: "enable" })).status).toBe(404);
    expect((await post("1; drop table users", { intent: "enable" })).status).toBe(404);
    const customerId = before.find((row) => row.role === "customer")?.id ?? 0;
    expect((await post(otherAdminId, { confirmedIntent: "removeAdmin" }, customerUser(customerId))).status).toBe(403);
    expect(await db.selectFrom("users").select(["id", "role", "disabled_at"]).orderBy("id").execute()).toEqual(before);
    expect(await db.selectFrom("audit_log").select("id").execute()).toEqual(logged);
  });

  it("grants the admin role, signing the account out so that it sets up the second factor at its next sign-in", async () => {
    const userId = (await insertCustomer(db, "gerda@example.com", { passwordHash })).id;
    const cookie = await signedInSession(userId);
    expect(await post(userId, { intent: "grantAdmin" })).toEqual({ status: 200, body: { success: "admin.customers.success.adminGranted" } });
    expect(await findSessionUser(db, cookie)).toBeNull();
    expect(await attemptLogin("gerda")).toMatchObject({ status: "secondFactor" });
    expect((await customerLoader(detailArgs(String(userId)))).customer).toMatchObject({ role: "admin", twoFactorSetUp: false });
    expect(await post(userId, { intent: "grantAdmin" })).toEqual({ status: 409, body: { error: "admin.customers.error.unchanged" } });
    expect(await auditActions(userId)).toEqual(["user.grant_admin"]);
  });

  it("removes the admin role only when confirmed, ending the sessions, open challenges and the authenticator setup", async () => {
    const userId = (await insertAdmin(db, "hanna@example.com", { passwordHash })).id;
    await db
      .updateTable("users")
      .set({ totp_secret: "plain:JBSWY3DPEHPK3PXP", totp_enabled_at: new Date().toISOString(), totp_last_step: 1 })
      .where("id", "=", userId)
      .execute();
    await replaceRecoveryCodes(db, userId, new Date());
    const challenge = await issueToken(db, userId, "second_factor");
    const cookie = await signedInSession(userId, new Date().toISOString());

    expect(await post(userId, { intent: "removeAdmin" })).toEqual({ status: 400, body: { error: "admin.error.notConfirmed" } });
    expect(await findSessionUser(db, cookie)).toMatchObject({ role: "admin" });

    expect(await post(userId, { confirmedIntent: "removeAdmin" })).toEqual({ status: 200, body: { success: "admin.customers.success.adminRemoved" } });
    expect(await findSessionUser(db, cookie)).toBeNull();
    const user = await db.selectFrom("users").select(["role", "totp_secret", "totp_enabled_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ role: "customer", totp_secret: null, totp_enabled_at: null });
    expect(await db.selectFrom("recovery_codes").select("id").where("user_id", "=", userId).execute()).toEqual([]);
    const token = await db
      .selectFrom("one_time_tokens")
      .select("used_at")
      .where("purpose", "=", "second_factor")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(token.used_at).not.toBeNull();
    expect(await secondFactorScreen(db, challenge, null)).toBeNull();
    expect(await attemptLogin("hanna")).toMatchObject({ status: "signedIn", userId });
    expect(await auditActions(userId)).toEqual(["user.remove_admin"]);
  });

  it("never lets the last enabled admin lose the role or be disabled", async () => {
    // Ada's session outlived her role (another admin demoted her a moment ago): Bert is the last admin.
    await db.updateTable("users").set({ role: "customer" }).where("role", "=", "admin").where("id", "!=", otherAdminId).execute();
    expect(await post(otherAdminId, { confirmedIntent: "removeAdmin" })).toEqual({ status: 409, body: { error: "admin.customers.error.lastAdmin" } });
    expect(await post(otherAdminId, { confirmedIntent: "disable" })).toEqual({ status: 409, body: { error: "admin.customers.error.lastAdmin" } });
    const bert = await db.selectFrom("users").select(["role", "disabled_at"]).where("id", "=", otherAdminId).executeTakeFirstOrThrow();
    expect(bert).toEqual({ role: "admin", disabled_at: null });
    await db.updateTable("users").set({ role: "admin" }).where("id", "=", admin.id).execute();
    expect(await post(otherAdminId, { confirmedIntent: "disable" })).toEqual({ status: 200, body: { success: "admin.customers.success.disabled" } });
  });
});
