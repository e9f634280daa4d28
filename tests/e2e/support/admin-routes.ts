import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { routesInside } from "../../support/route-table.ts";
import { creditTopUp } from "../../../app/features/credits/ledger.server.ts";
import { deliverPart } from "../../../app/features/delivery/delivery.server.ts";
import { issueInvoice } from "../../../app/features/invoices/invoices.server.ts";
import { readOfferForm } from "../../../app/features/offers/offer-form.ts";
import { acceptOffer, createOffer, offersOfTask, viennaToday } from "../../../app/features/offers/offers.server.ts";
import { createTask } from "../../../app/features/tasks/tasks.server.ts";
import { type Language, languageOfPath } from "../../../app/i18n/paths.ts";
import { seedLicense } from "./license-fixtures.ts";
import { openTestDatabase } from "./test-database.ts";

const appDir = fileURLToPath(new URL("../../../app/", import.meta.url));

/** One route of the admin area as app/routes.ts declares it. */
export interface AdminRoute {
  id: string;
  /** The path pattern with a leading slash, e.g. `/admin/orders/:orderId`. */
  pattern: string;
  /** A resource route (`.ts`: a file download) rather than a page. */
  isResource: boolean;
  /** The module exports an action: it takes POSTs. */
  hasAction: boolean;
}

/**
 * Every route inside the admin layout of app/routes.ts, so a new admin page is covered by the
 * authorisation and accessibility specs without being listed anywhere.
 */
export function adminRoutes(): AdminRoute[] {
  const layout = routesInside().find((entry) => entry.id === "admin.layout");
  if (!layout?.children) throw new Error("app/routes.ts has no admin.layout layout");
  return routesInside(layout.children)
    .filter((entry) => entry.path !== undefined)
    .map((entry) => {
      const source = readFileSync(path.join(appDir, entry.file), "utf8");
      return {
        id: entry.id ?? entry.file,
        pattern: `/${(entry.path ?? "").replace(/^\//, "")}`,
        isResource: !entry.file.endsWith(".tsx"),
        hasAction: /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source),
      };
    });
}

/** Real records of every kind an admin page shows, created in (or taken from) the e2e database. */
export interface AdminRecords {
  pluginId: number;
  docs: Record<"parent" | "section" | "article", number>;
  postId: number;
  userId: number;
  orderId: number;
  invoiceId: number;
  taskInvoiceId: number;
  licenseId: number;
  messageId: number;
  taskId: number;
}

/** A customer with a paid order, its invoice and licence, a contact message and a task; plugins, docs and posts come from the demo seed. */
export async function createAdminRecords(): Promise<AdminRecords> {
  const id = randomUUID().slice(0, 8);
  const email = `matrix-${id}@example.com`;
  const db = openTestDatabase();
  try {
    const now = new Date().toISOString();
    const { id: userId } = await db
      .insertInto("users")
      .values({
        email,
        username: `matrix-${id}`,
        first_name: "Maria",
        last_name: "Matrix",
        language: "de",
        role: "customer",
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id: messageId } = await db
      .insertInto("contact_messages")
      .values({
        name: "Maria Matrix",
        email,
        company: null,
        subject: "Frage zur Lizenz",
        message: "Guten Tag, eine kurze Frage.",
        language: "de",
        ip_hash: "matrix",
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const first = async (table: "docs_parents" | "docs_sections" | "docs_articles" | "blog_posts") =>
      (await db.selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow()).id;
    // A plugin with prices, so that it can have a paid order and a licence.
    const plugin = await db
      .selectFrom("plugins")
      .innerJoin("pricing_options", "pricing_options.plugin_id", "plugins.id")
      .select(["plugins.id", "plugins.slug"])
      .orderBy("plugins.id")
      .executeTakeFirstOrThrow();
    const taskId = await createTask(
      db,
      userId,
      { title: "Buchungs-Plugin", description: "Für die Bäckerei.", serviceType: "custom", desiredDate: null, budgetHint: null },
      [],
    );
    const records = {
      taskId,
      pluginId: plugin.id,
      docs: { parent: await first("docs_parents"), section: await first("docs_sections"), article: await first("docs_articles") },
      postId: await first("blog_posts"),
      userId,
      messageId,
    };
    const license = await seedLicense({ email, userId }, { slug: plugin.slug, optionIndex: 0, expiresInDays: 300 });
    const { order_id: orderId, pricing_option_id: optionId } = await db
      .selectFrom("licenses")
      .select(["order_id", "pricing_option_id"])
      .where("id", "=", license.id)
      .executeTakeFirstOrThrow();
    if (orderId === null) throw new Error("the seeded licence has no order");
    // The invoice lists the order's items; the licence fixture writes only the order.
    const order = await db.selectFrom("orders").select(["net_cents", "vat_cents", "gross_cents"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    const option = await db.selectFrom("pricing_options").selectAll().where("id", "=", optionId).executeTakeFirstOrThrow();
    await db
      .insertInto("order_items")
      .values({
        order_id: orderId,
        plugin_id: plugin.id,
        pricing_option_id: optionId,
        description: option.name_de,
        site_limit: option.site_limit,
        update_months: option.update_months,
        list_price_cents: option.amount_cents,
        net_cents: order.net_cents,
        vat_cents: order.vat_cents,
        gross_cents: order.gross_cents,
      })
      .execute();
    const invoice = await issueInvoice(db, orderId, "invoice", new Date());
    return { ...records, orderId, invoiceId: invoice.id, taskInvoiceId: await deliveredTaskInvoice(db, taskId, userId), licenseId: license.id };
  } finally {
    await db.destroy();
  }
}

/** The task's invoice of a delivery: an offer in EUR, accepted with credits the client topped up, delivered in one part. */
async function deliveredTaskInvoice(db: ReturnType<typeof openTestDatabase>, taskId: number, userId: number): Promise<number> {
  const publicUrl = "http://site.invalid";
  const now = new Date();
  const today = viennaToday(now);
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const form = readOfferForm(
    {
      scope: "Das Plugin",
      currency: "EUR",
      normalPrice: "100",
      normalDate: nextYear,
      fastPrice: "",
      fastDate: "",
      validUntil: nextYear,
      parts: [{ name: "Alles", share: "100" }],
    },
    today,
  );
  if (!form.ok) throw new Error(JSON.stringify(form.errors));
  await createOffer(db, taskId, userId, form.draft, publicUrl, now);
  await creditTopUp(
    db,
    { userId, currency: "EUR", amountCents: 20_000, reference: { kind: "order", id: `matrix-${taskId}` }, idempotencyKey: `matrix-top-up:${taskId}` },
    now,
  );
  const offer = (await offersOfTask(db, taskId)).at(-1);
  if (!offer) throw new Error("no offer");
  const accepted = await acceptOffer(
    db,
    {
      userId,
      offerId: offer.id,
      option: "normal",
      offerHash: offer.hash,
      currency: "EUR",
      buyer: { country: "AT", vatId: null },
      wording: "Ich nehme an.",
      language: "de",
      publicUrl,
    },
    now,
  );
  if (accepted.status !== "accepted" || !accepted.reserved) throw new Error(`offer not accepted: ${JSON.stringify(accepted)}`);
  const delivered = await deliverPart(
    db,
    { taskId, adminId: userId, partNumber: 1, note: "Fertig", repositoryUrl: null, installedNote: null, uploads: [] },
    publicUrl,
    now,
  );
  if (delivered.status !== "delivered" || delivered.invoiceId === null) throw new Error(`not delivered: ${JSON.stringify(delivered)}`);
  return delivered.invoiceId;
}

/** Values of each route parameter; `:kind` stands for each kind of docs node. */
const parameterValues: Record<string, (records: AdminRecords, kind: DocsKind) => string> = {
  pluginId: (records) => String(records.pluginId),
  postId: (records) => String(records.postId),
  orderId: (records) => String(records.orderId),
  invoiceId: (records) => String(records.invoiceId),
  taskInvoiceId: (records) => String(records.taskInvoiceId),
  licenseId: (records) => String(records.licenseId),
  userId: (records) => String(records.userId),
  messageId: (records) => String(records.messageId),
  taskId: (records) => String(records.taskId),
  nodeId: (records, kind) => String(records.docs[kind]),
  kind: (_records, kind) => kind,
  // Any unknown section word shows the dashboard.
  section: () => "reports",
};

export const docsKinds = ["parent", "section", "article"] as const;
export type DocsKind = (typeof docsKinds)[number];

/** A route to request: the pattern, and for docs routes the kind of node. */
export interface AdminTarget {
  route: AdminRoute;
  kind: DocsKind;
  /** How the target is named in test titles: the pattern, with the kind filled in. */
  name: string;
}

/** Each admin route once, docs routes once per kind of node. */
export function adminTargets(): AdminTarget[] {
  return adminRoutes().flatMap((route) =>
    route.pattern.includes(":kind")
      ? docsKinds.map((kind) => ({ route, kind, name: route.pattern.replace(":kind", kind) }))
      : [{ route, kind: "parent" as const, name: route.pattern }],
  );
}

/** Pages that need to know where a new record goes: a new docs section below a category, an article below a section. */
const placeQueries: Record<string, (records: AdminRecords, kind: DocsKind) => string> = {
  "/admin/docs/new/:kind": (records, kind) =>
    kind === "section" ? `?parent=${records.docs.parent}` : kind === "article" ? `?section=${records.docs.section}` : "",
};

/** The target's path with real ids; a parameter without a value fails, so a new route gets one here. */
export function pathOf(target: AdminTarget, records: AdminRecords): string {
  const pathname = target.route.pattern.replace(/:(\w+)\??/g, (_match, name: string) => {
    const value = parameterValues[name];
    if (!value) throw new Error(`No value for :${name} of ${target.route.pattern}: add one to tests/e2e/support/admin-routes.ts`);
    return encodeURIComponent(value(records, target.kind));
  });
  return `${pathname}${placeQueries[target.route.pattern]?.(records, target.kind) ?? ""}`;
}

/** The language a request for the path has without a cookie or ?lang=. */
export function languageOfRequestPath(pathname: string): Language {
  return languageOfPath(pathname) ?? "de";
}
