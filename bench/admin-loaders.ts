// What the admin loaders call, gathered in one module for bench/admin-lists.ts. Some of these modules
// import from .tsx files (shared constants next to their components), which Node cannot load by
// itself, so the bench loads this module through Vite's module runner, as the site's build does.
export { actionsInLog, auditFiltersOf, auditLogPage } from "../app/features/admin/audit/audit-log.server.ts";
export { customerFiltersOf, listCustomers } from "../app/features/admin/customers/customer-list.server.ts";
export { dashboardFigures, recentActivity } from "../app/features/admin/dashboard/dashboard.server.ts";
export { licenseListQueryOf } from "../app/features/licenses/admin/license-list-query.ts";
export { listLicenses } from "../app/features/licenses/admin/license-list.server.ts";
export { listMessages, messageFiltersOf } from "../app/features/admin/messages/message-list.server.ts";
export { unreadMessageCount } from "../app/features/admin/nav-counts.server.ts";
export { parseOrderFilters } from "../app/features/orders/admin/order-filters.ts";
export { listOrders } from "../app/features/orders/admin/order-list.server.ts";
export { requestedPage } from "../app/features/admin-kit/pagination.server.ts";
