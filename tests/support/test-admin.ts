// Test support, not part of the site: who calls the admin section's route modules, and how.
import { formRequest, routeArgs } from "./route-calls.ts";
import { testRequestContext } from "./testing-context.ts";
import type { CurrentUser } from "../../app/features/accounts/current-user.ts";

/** A signed-in admin as the session would hand it to a loader; the names only matter where a test says so. */
export function adminUser(id: number, fields: Partial<Omit<CurrentUser, "id" | "role">> = {}): CurrentUser {
  return { id, displayName: null, firstName: null, lastName: null, username: `admin${id}`, email: `admin${id}@example.com`, ...fields, role: "admin" };
}

/** A signed-in customer, for the refusals of the admin section. */
export function customerUser(id: number, fields: Partial<Omit<CurrentUser, "id" | "role">> = {}): CurrentUser {
  return { id, displayName: null, firstName: null, lastName: null, username: `customer${id}`, email: `customer${id}@example.com`, ...fields, role: "customer" };
}

/** The arguments of an admin loader (no fields) or action (fields posted as a form) for `pathAndQuery` below http://localhost:3000. */
export function adminRouteArgs<Params extends Record<string, string>>(
  services: Parameters<typeof testRequestContext>[0] & { user: CurrentUser | null },
  pathAndQuery: string,
  params: Params,
  fields?: Record<string, string | Blob> | FormData,
) {
  const url = `http://localhost:3000${pathAndQuery}`;
  const request = fields ? formRequest(url, fields) : new Request(url);
  return routeArgs(request, testRequestContext(services), params);
}
