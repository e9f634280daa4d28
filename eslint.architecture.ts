import type { Linter } from "eslint";
import boundaries from "eslint-plugin-boundaries";

/**
 * The dependency direction of the repository (decision 024), enforced by eslint-plugin-boundaries:
 * scripts → bench → tests → server (the composition root) → seed → app → db, and inside
 * app/: entry points (root, entries, route table, site layout) → routes → features → ui, i18n → lib.
 * Feature folders are layered: a feature may import features of the layers below its own, never
 * one of its own layer or above, so no two feature folders can depend on each other.
 */
export const featureLayers: string[][] = [
  // Running the business: the admin area and the jobs that work on everyone's data.
  ["admin", "housekeeping", "wordpress-import", "backup"],
  // The accountant's documents: plugin orders, refunds, task and cancellation invoices, credit
  // refunds, in the BMD import's and the CSV columns (docs/accounting-export.md).
  ["accounting"],
  // Closing an account and paying back unused credits (decision 056): credits' refunds through
  // payments' provider, the account's sessions and personal data, everything a client has.
  ["account-closure"],
  // Delivery, acceptance, guarantee, cancellation and task invoices (decisions 054, 055): use offers,
  // tasks, credits and the invoices' series.
  ["delivery"],
  // Offers on tasks and their acceptance (decision 046): use tasks, credits and the checkout's VAT rules.
  ["offers"],
  // The task platform (decision 045): its own screens and admin screens; the admin dashboard counts its open tasks.
  ["tasks"],
  // Renewal reminders and their figures: read licences and orders, mail through the outbox.
  ["renewals"],
  // The shop, in the order a purchase runs: checkout → payments → orders → licences → invoices.
  ["checkout"],
  ["payments"],
  ["orders"],
  ["licenses"],
  // Prepaid credits (decision 044): the ledger that orders' fulfilment books top-ups into and that
  // offers reserve from. It knows neither; it sits above invoices for their order numbers, and a
  // top-up's order is paid through payments by the route.
  ["credits"],
  ["invoices"],
  // Public content.
  ["marketing", "sitemap"],
  // The service pages: the home page's cards and the sitemap link to them; they show blog posts
  // marked as case studies and name plugins, so they sit right above the public content they read.
  ["services"],
  ["legal", "docs", "blog", "contact"],
  // The catalogue with its admin screens (catalog/admin): they guard with accounts and name the
  // acting admin, so the catalogue sits above accounts, which know nothing of plugins.
  ["catalog"],
  ["accounts"],
  // The admin screens' kit: tables, form fields, paging, sorting, text search, the audit log's writer
  // and record history. Every domain's admin screens (`<domain>/admin/`) use it, so it sits under all
  // domains; it uses only the services below (the page head from seo).
  ["admin-kit"],
  // Services every feature may use.
  ["seo", "content", "api", "file-store", "mail", "consent", "wordpress-client", "page-cache"],
];

const feature = (names: string[]) => ({ element: { type: "feature", captured: { feature: names } } });
const files = (category: string) => ({ file: { categories: category } });
const kinds = (...types: string[]) => types.map((type) => (type === "entry" || type === "core" ? files(type) : { element: { type } }));

/** Each layer may use every layer below it. */
const featurePolicies = featureLayers.map((layer, index) => ({
  from: feature(layer),
  allow: { to: [feature(featureLayers.slice(index + 1).flat()), ...kinds("ui", "i18n", "lib", "core", "db")] },
}));

/** Everything of app/: what the layers above it may use. */
const app = ["entry", "route", "layout", "feature", "ui", "i18n", "lib", "core"];

export const architecture: Linter.Config = {
  files: ["{app,db,seed,server,scripts,bench,tests}/**/*.{ts,tsx}"],
  // Tests may reach into anything to set up what they check.
  ignores: ["**/*.test.{ts,tsx}"],
  plugins: { boundaries },
  settings: {
    "boundaries/include": ["{app,db,seed,server,scripts,bench,tests}/**/*"],
    "boundaries/elements": [
      { type: "db", pattern: "db" },
      { type: "seed", pattern: "seed" },
      { type: "server", pattern: "server" },
      { type: "tests", pattern: "tests" },
      { type: "bench", pattern: "bench" },
      { type: "scripts", pattern: "scripts" },
      { type: "feature", pattern: "app/features/*", capture: ["feature"] },
      { type: "route", pattern: "app/routes" },
      { type: "layout", pattern: "app/components/layout" },
      { type: "ui", pattern: "app/components/ui" },
      { type: "i18n", pattern: "app/i18n" },
      { type: "lib", pattern: "app/lib" },
    ],
    "boundaries/files": [
      { category: "entry", pattern: "app/(root|entry.client|entry.server|routes).ts?(x)" },
      // The request's services and the few modules every layer shares (company data, zod, nonce, root data).
      { category: "core", pattern: "app/(context|root-data|nonce|zod|company).ts?(x)" },
    ],
  },
  rules: {
    "boundaries/no-unknown-files": "error",
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        policies: [
          { from: kinds("scripts"), allow: { to: kinds("scripts", "bench", "tests", "server", "seed", ...app, "db") } },
          { from: kinds("bench"), allow: { to: kinds("bench", "tests", "server", "seed", ...app, "db") } },
          { from: kinds("tests"), allow: { to: kinds("tests", "server", "seed", ...app, "db") } },
          // The composition root: configuration, HTTP and processes, assembled from everything below.
          { from: kinds("server"), allow: { to: kinds("server", "seed", ...app, "db") } },
          { from: kinds("seed"), allow: { to: kinds("seed", "feature", "i18n", "lib", "core", "db") } },
          // The database layer knows only itself: its client, schema and migrations.
          { from: kinds("db"), allow: { to: kinds("db") } },
          { from: kinds("entry", "layout"), allow: { to: kinds("entry", "layout", "route", "feature", "ui", "i18n", "lib", "core", "db") } },
          { from: kinds("route"), allow: { to: kinds("layout", "feature", "ui", "i18n", "lib", "core", "db") } },
          ...featurePolicies,
          { from: kinds("ui"), allow: { to: kinds("ui", "i18n", "lib", "core") } },
          { from: kinds("i18n"), allow: { to: kinds("i18n", "lib", "core") } },
          { from: kinds("lib"), allow: { to: kinds("lib", "db") } },
          // The services type names what features provide; it imports their types, never their code.
          { from: kinds("core"), allow: { to: kinds("core", "i18n", "lib", "db") } },
          { from: kinds("core"), allow: { to: kinds("feature"), dependency: { kind: "type" } } },
        ],
      },
    ],
  },
};
