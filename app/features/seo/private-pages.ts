/**
 * Account, checkout and admin pages are personal: never indexed, never stored in a shared cache.
 * Route ids are `page` or `page.variant` (see app/routes.ts).
 */
const privatePages = new Set([
  "checkout",
  "myLicenses",
  "adminLicenses",
  "purchaseHistory",
  "login",
  "register",
  "setPassword",
  "resetPassword",
  "verifyEmail",
  "paymentSuccess",
  "paymentCancel",
  "paymentSandbox",
  "credits",
  "admin",
  "adminDashboard",
  "tasks",
  "newTask",
  "taskWorkroom",
  "taskAttachment",
  "taskEvents",
  "adminTasks",
  "account",
]);

export function pageOfRouteId(routeId: string): string {
  return routeId.split(".")[0] ?? routeId;
}

export function isPrivateRouteId(routeId: string): boolean {
  return privatePages.has(pageOfRouteId(routeId));
}
