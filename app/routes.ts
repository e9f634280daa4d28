import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { type LocalizedPage, localizedPaths } from "./i18n/paths.ts";

/** Both paths of a language-specific page, served by one module (ids: `page.de`, `page.en`). */
function localized(page: LocalizedPage, file: string) {
  const paths = localizedPaths[page];
  return [route(paths.de, file, { id: `${page}.de` }), route(paths.en, file, { id: `${page}.en` })];
}

const adminDashboard = "routes/admin.tsx";

/** Admin pages: ids start with `admin` (private pages, see features/seo/private-pages.ts). */
function admin(path: string, file: string, id: string) {
  return route(path, `routes/${file}`, { id: `admin.${id}` });
}

/*
 * Every page and API of React Router. A few paths are answered before a request reaches React
 * Router, by server/app.ts, because they must be fast or must not pass the page cache's and the
 * pages' middleware:
 * - the licence and update API, `/api/licenses/{activate|deactivate|validate}` and
 *   `/api/plugins/{slug}/{update|info}`: app/features/licenses/api-routes.server.ts;
 * - the EDD Software Licensing and plugin-update-checker protocols of migrated stores (`?edd_action=`
 *   at `/` and a path per plugin, PUC metadata paths): app/features/licenses/legacy/legacy-routes.server.ts;
 * - `/healthz`, `/readyz` and `/metrics` (server/app.ts, server/metrics.ts), the CSP reports at
 *   `/api/csp-reports` (server/csp-reports.ts), and the built files under `/assets` and `public/`.
 */
export default [
  route("api/auth/user", "routes/api.auth.user.ts"),
  route("api/auth/logout", "routes/api.auth.logout.ts"),
  route("api/banner-plugins", "routes/api.banner-plugins.ts"),
  route("api/docs", "routes/api.docs.ts"),
  route("api/plugins/:slug/download", "routes/api.plugins.download.ts"),
  route("api/plugins/:slug/downloads", "routes/api.plugins.downloads.ts"),
  route("api/plugins/:slug/package", "routes/api.plugins.package.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("api/blog", "routes/api.blog.ts"),
  route("api/payments/sandbox/webhook", "routes/api.payments.sandbox.webhook.ts"),
  route("api/payments/stripe/webhook", "routes/api.payments.stripe.webhook.ts"),
  route("blog/rss.xml", "routes/blog.rss[.]xml.ts"),
  route("invoices/:invoiceId", "routes/invoice.ts", { id: "invoice" }),
  route("task-invoices/:invoiceId", "routes/task-invoice.ts", { id: "taskInvoice" }),
  route("media/*", "routes/media.ts", { id: "media" }),

  index("routes/home.tsx", { id: "home" }),
  ...localized("whatWeDo", "routes/home.tsx"),
  route("plugins", "routes/plugins.tsx", { id: "plugins" }),
  route("plugin/:slug", "routes/plugin.tsx", { id: "plugin" }),
  ...localized("contact", "routes/contact.tsx"),
  ...localized("imprint", "routes/imprint.tsx"),
  ...localized("privacy", "routes/privacy.tsx"),
  ...localized("withdrawalPolicy", "routes/withdrawal-policy.tsx"),
  ...localized("withdrawalForm", "routes/withdrawal-form.tsx"),
  ...localized("about", "routes/about.tsx"),
  ...localized("services", "routes/services.tsx"),
  route(`${localizedPaths.services.de}/:service`, "routes/service.tsx", { id: "service.de" }),
  route(`${localizedPaths.services.en}/:service`, "routes/service.tsx", { id: "service.en" }),
  route("blog", "routes/blog.tsx", { id: "blog" }),
  ...localized("checkout", "routes/checkout.tsx"),
  ...localized("myLicenses", "routes/my-licenses.tsx"),
  route("my-licenses/:licenseId/download", "routes/my-licenses.download.ts", { id: "myLicenses.download" }),
  ...localized("licenses", "routes/licenses.tsx"),
  ...localized("tasks", "routes/tasks.tsx"),
  ...localized("newTask", "routes/tasks.new.tsx"),
  route("aufgaben/:taskId", "routes/tasks.workroom.tsx", { id: "taskWorkroom.de" }),
  route("tasks/:taskId", "routes/tasks.workroom.tsx", { id: "taskWorkroom.en" }),
  route("aufgaben/:taskId/files/:attachmentId", "routes/tasks.attachment.ts", { id: "taskAttachment.de" }),
  route("tasks/:taskId/files/:attachmentId", "routes/tasks.attachment.ts", { id: "taskAttachment.en" }),
  route("tasks/:taskId/events", "routes/tasks.events.ts", { id: "taskEvents" }),
  ...localized("purchaseHistory", "routes/purchase-history.tsx"),
  ...localized("login", "routes/login.tsx"),
  ...localized("register", "routes/register.tsx"),
  route("verify-email", "routes/verify-email.tsx", { id: "verifyEmail" }),
  route("set-password", "routes/set-password.tsx", { id: "setPassword" }),
  route("reset-password", "routes/reset-password.tsx", { id: "resetPassword" }),
  ...localized("paymentSuccess", "routes/payment-success.tsx"),
  ...localized("paymentCancel", "routes/payment-cancel.tsx"),
  route("payment/sandbox/:orderId", "routes/payment.sandbox.tsx", { id: "paymentSandbox" }),
  ...localized("credits", "routes/credits.tsx"),
  route("credits/statement.csv", "routes/credits.statement.ts", { id: "credits.statement" }),
  ...localized("account", "routes/account.tsx"),
  layout("routes/admin-layout.tsx", { id: "admin.layout" }, [
    route("admin", adminDashboard, { id: "admin" }),
    route("admin/:section", adminDashboard, { id: "adminDashboard" }),
    route("home/admin", adminDashboard, { id: "adminDashboard.home" }),
    route("home/admin/:section", adminDashboard, { id: "adminDashboard.homeSection" }),
    route("dashboard-admin", adminDashboard, { id: "adminDashboard.dashboard" }),
    admin("admin/plugins", "admin.plugins.tsx", "plugins"),
    admin("admin/plugins/new", "admin.plugins.new.tsx", "pluginNew"),
    admin("admin/plugins/client", "admin.plugins.license-client.tsx", "licenseClient"),
    admin("admin/plugins/client/download", "admin.plugins.license-client.download.ts", "licenseClientDownload"),
    admin("admin/plugins/:pluginId", "admin.plugin.tsx", "plugin"),
    admin("admin/docs", "admin.docs.tsx", "docs"),
    admin("admin/docs/new/:kind", "admin.docs.new.tsx", "docsNew"),
    admin("admin/docs/:kind/:nodeId", "admin.docs.node.tsx", "docsNode"),
    admin("admin/blog", "admin.blog.tsx", "blog"),
    admin("admin/blog/new", "admin.blog.new.tsx", "blogNew"),
    admin("admin/blog/:postId", "admin.blog.post.tsx", "blogPost"),
    admin("admin/orders", "admin.orders.tsx", "orders"),
    admin("admin/orders/:orderId", "admin.order.tsx", "order"),
    admin("admin/invoices/:invoiceId", "admin.invoice.ts", "invoice"),
    ...localized("adminLicenses", "routes/admin.licenses.tsx"),
    admin("admin/licenses/new", "admin.licenses.new.tsx", "licenseNew"),
    admin("admin/licenses/import", "admin.licenses.import.tsx", "licenseImport"),
    admin("admin/licenses/:licenseId", "admin.license.tsx", "license"),
    admin("admin/customers", "admin.customers.tsx", "customers"),
    admin("admin/customers/:userId", "admin.customer.tsx", "customer"),
    admin("admin/messages", "admin.messages.tsx", "messages"),
    admin("admin/messages/:messageId", "admin.message.tsx", "message"),
    admin("admin/audit", "admin.audit.tsx", "audit"),
    admin("admin/accounting", "admin.accounting.tsx", "accounting"),
    admin("admin/accounting/export", "admin.accounting.export.ts", "accountingExport"),
    admin("admin/search", "admin.search.tsx", "search"),
    ...localized("adminTasks", "routes/admin.tasks.tsx"),
    route("admin/aufgaben/:taskId", "routes/admin.task.tsx", { id: "adminTasks.workroom.de" }),
    route("admin/tasks/:taskId", "routes/admin.task.tsx", { id: "adminTasks.workroom.en" }),
    admin("admin/task-invoices/:taskInvoiceId", "admin.task-invoice.ts", "taskInvoice"),
    admin("admin/services", "admin.services.tsx", "services"),
  ]),
  route("login/two-factor", "routes/login.two-factor.tsx", { id: "login.twoFactor" }),
  route("docs", "routes/docs.tsx", { id: "docs" }),
  route("docs/:parent", "routes/docs.parent.tsx", { id: "docs.parent" }),
  route("docs/:parent/:section", "routes/docs.section.tsx", { id: "docs.section" }),
  route("docs/:parent/:section/:article", "routes/docs.article.tsx", { id: "docs.article" }),

  // The blog post catch-all takes any other single segment; static routes above always win.
  route(":identifier", "routes/blog-post.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
