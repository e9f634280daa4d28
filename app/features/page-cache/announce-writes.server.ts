import type { MiddlewareFunction } from "react-router";
import { servicesContext } from "../../context.ts";

/**
 * Route middleware of the admin layout: after every admin request that may have written (any
 * method but GET and HEAD) and did not fail, the change is announced before the answer leaves, so
 * the next anonymous request of any process sees it. Editing plugins, prices, releases, docs and
 * blog posts all happens below the admin layout; an action that changed nothing public costs one
 * flush (decision 020).
 */
export const announceAdminWrites: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (request.method !== "GET" && request.method !== "HEAD" && response.status < 400) {
    await context.get(servicesContext).contentChanges.announce();
  }
  return response;
};
