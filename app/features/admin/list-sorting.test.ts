import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer, insertLicense, insertPaidOrder, insertPlugin } from "../../../tests/support/shop-fixtures.ts";
import { auditFiltersOf, auditLogPage } from "./audit/audit-log.server.ts";
import { listPostsForAdmin } from "../blog/admin/blog-admin.server.ts";
import { customerFiltersOf, listCustomers } from "./customers/customer-list.server.ts";
import {
  auditSortKeys,
  customerSortKeys,
  defaultAuditSort,
  defaultCustomerSort,
  defaultPostSort,
  postSortKeys,
  defaultMessageSort,
  defaultOrderSort,
  licenseSortOf,
  messageSortKeys,
  orderSortKeys,
  sortOf,
} from "../admin-kit/list-sort.ts";
import { licenseListQueryOf } from "../licenses/admin/license-list-query.ts";
import { listLicenses } from "../licenses/admin/license-list.server.ts";
import { listMessages, messageFiltersOf } from "./messages/message-list.server.ts";
import { parseOrderFilters } from "../orders/admin/order-filters.ts";
import { listOrders } from "../orders/admin/order-list.server.ts";

const urlOf = (query: string) => new URL(`http://localhost/admin/list?${query}`);

describe.each(testEngines)("admin list sorting on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    const plugin = await insertPlugin(db, "sorted-plugin");
    const people = [
      { email: "bert@sort.example", firstName: "Bert", lastName: "berger", gross: 900 },
      { email: "Anna@sort.example", firstName: "Anna", lastName: "Zeller", gross: 15_000 },
      { email: "carla@sort.example", firstName: "Carla", lastName: "Adler", gross: 4_900 },
    ];
    for (const [index, person] of people.entries()) {
      const user = await insertCustomer(db, person.email, { firstName: person.firstName, lastName: person.lastName });
      await insertLicense(db, {
        userId: user.id,
        orderId: null,
        optionId: plugin.options.single,
        expiresAt: new Date(Date.UTC(2030, 5 - index, 1)),
        createdAt: new Date(Date.UTC(2026, 0, index + 1)),
      });
      const placed = new Date(Date.UTC(2026, 0, index + 1)).toISOString();
      await insertPaidOrder(db, user.id, plugin.options.single, {
        billing_email: person.email,
        billing_first_name: person.firstName,
        billing_last_name: person.lastName,
        gross_cents: person.gross,
        created_at: placed,
      });
    }
    const now = new Date().toISOString();
    for (const subject of ["beta question", "Alpha question", "gamma question"]) {
      await db
        .insertInto("contact_messages")
        .values({ name: subject, email: "m@sort.example", company: null, subject, message: "-", language: "de", ip_hash: "x", created_at: now })
        .execute();
    }
  });

  afterAll(async () => {
    await drop();
  });

  const orders = async (query: string) => {
    const url = urlOf(`q=sort.example&${query}`);
    return (await listOrders(db, parseOrderFilters(url).filters, 1, sortOf(url, orderSortKeys, defaultOrderSort))).items;
  };

  it("sorts orders by total, customer, e-mail (ignoring case) and date both ways", async () => {
    expect((await orders("sort=total&dir=asc")).map((order) => order.grossCents)).toEqual([900, 4_900, 15_000]);
    expect((await orders("sort=total&dir=desc")).map((order) => order.grossCents)).toEqual([15_000, 4_900, 900]);
    expect((await orders("sort=customer&dir=asc")).map((order) => order.customerName)).toEqual(["Carla Adler", "Bert berger", "Anna Zeller"]);
    expect((await orders("sort=email&dir=asc")).map((order) => order.billingEmail)).toEqual(["Anna@sort.example", "bert@sort.example", "carla@sort.example"]);
    expect((await orders("")).map((order) => order.customerName)).toEqual(["Carla Adler", "Anna Zeller", "Bert berger"]);
    expect((await orders("sort=date&dir=asc")).map((order) => order.customerName)).toEqual(["Bert berger", "Anna Zeller", "Carla Adler"]);
  });

  it("ignores a sort key outside the whitelist and keeps the usual order", async () => {
    expect(await orders("sort=billing_email%3Bdrop%20table%20orders&dir=asc")).toEqual(await orders(""));
  });

  it("sorts customers by name as shown and by order count", async () => {
    const customers = async (query: string) => {
      const url = urlOf(`q=sort.example&${query}`);
      return (await listCustomers(db, customerFiltersOf(url), 1, sortOf(url, customerSortKeys, defaultCustomerSort))).items;
    };
    expect((await customers("sort=name&dir=asc")).map((customer) => customer.name)).toEqual(["Anna Zeller", "Bert berger", "Carla Adler"]);
    expect((await customers("sort=name&dir=desc")).map((customer) => customer.name)).toEqual(["Carla Adler", "Bert berger", "Anna Zeller"]);
    expect((await customers("sort=orders&dir=desc")).map((customer) => customer.orderCount)).toEqual([1, 1, 1]);
  });

  it("sorts licences by expiry and owner, and the expiring filter soonest first by default", async () => {
    const licenses = async (query: string) => {
      const url = urlOf(`q=sort.example&${query}`);
      const listQuery = licenseListQueryOf(url);
      const sort = licenseSortOf(url, listQuery.expiringWithinDays !== null);
      return (await listLicenses(db, listQuery, 1, "en", new Date(Date.UTC(2030, 2, 15)), sort)).items.map((license) => license.ownerEmail);
    };
    expect(await licenses("sort=expires&dir=asc")).toEqual(["carla@sort.example", "Anna@sort.example", "bert@sort.example"]);
    expect(await licenses("sort=owner&dir=desc")).toEqual(["carla@sort.example", "bert@sort.example", "Anna@sort.example"]);
    expect(await licenses("")).toEqual(["carla@sort.example", "Anna@sort.example", "bert@sort.example"]);
    expect(await licenses("expiring=60")).toEqual(["carla@sort.example", "Anna@sort.example"]);
    expect(await licenses("expiring=60&sort=expires&dir=desc")).toEqual(["Anna@sort.example", "carla@sort.example"]);
  });

  it("sorts the audit log by who acted, ignoring case, and by time", async () => {
    for (const [index, actor] of ["bea@sort.example", "Abe@sort.example", "cid@sort.example"].entries()) {
      await db
        .insertInto("audit_log")
        .values({
          actor_user_id: null,
          actor_label: actor,
          action: "license.revoke",
          entity_type: "license",
          entity_id: "1",
          entity_label: "sorted",
          before_json: null,
          after_json: null,
          created_at: new Date(Date.UTC(2026, 1, index + 1)).toISOString(),
        })
        .execute();
    }
    const actors = async (query: string) => {
      const url = urlOf(`record=sorted&${query}`);
      return (await auditLogPage(db, auditFiltersOf(url), 1, sortOf(url, auditSortKeys, defaultAuditSort))).items.map((entry) => entry.actor);
    };
    expect(await actors("sort=actor&dir=asc")).toEqual(["Abe@sort.example", "bea@sort.example", "cid@sort.example"]);
    expect(await actors("")).toEqual(["cid@sort.example", "Abe@sort.example", "bea@sort.example"]);
  });

  it("sorts blog posts by title ignoring case and by author", async () => {
    for (const [index, title] of ["beta sorted", "Alpha sorted", "gamma sorted"].entries()) {
      const at = new Date(Date.UTC(2026, 2, index + 1)).toISOString();
      await db
        .insertInto("blog_posts")
        .values({
          slug: `sorted-${index}`,
          author: ["Zoe", "max", "Ida"][index] ?? "",
          published_at: at,
          cover_image: null,
          title_de: title,
          title_en: null,
          excerpt_de: null,
          excerpt_en: null,
          content_source_de: null,
          content_source_en: null,
          content_de: null,
          content_en: null,
          reading_minutes_de: null,
          reading_minutes_en: null,
          status: "draft",
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const titles = async (query: string) => {
      const url = urlOf(`q=sorted&${query}`);
      const found = await listPostsForAdmin(db, { query: "sorted", status: "all", page: 1, sort: sortOf(url, postSortKeys, defaultPostSort) });
      return found.items.map((post) => post.title_de);
    };
    expect(await titles("sort=title&dir=asc")).toEqual(["Alpha sorted", "beta sorted", "gamma sorted"]);
    expect(await titles("sort=author&dir=asc")).toEqual(["gamma sorted", "Alpha sorted", "beta sorted"]);
    expect(await titles("")).toEqual(["gamma sorted", "Alpha sorted", "beta sorted"]);
  });

  it("sorts messages by subject ignoring case", async () => {
    const url = urlOf("q=question&status=all&sort=subject&dir=asc");
    const found = await listMessages(db, messageFiltersOf(url), 1, sortOf(url, messageSortKeys, defaultMessageSort));
    expect(found.items.map((message) => message.subject)).toEqual(["Alpha question", "beta question", "gamma question"]);
  });
});
