import { data, redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context.ts";
import { translator } from "../../i18n/catalogues.ts";
import { languageOfRequest, pageUrlOfRequest } from "../../i18n/detect.ts";
import { hrefOf } from "../../i18n/paths.ts";
import { returnPathOf, withReturnTo } from "./account-links.ts";
import type { CurrentUser } from "./current-user.ts";

/** What a refused request carries to the error boundary: the refusal in the request's language. */
export interface ForbiddenData {
  reason: "forbidden";
  message: string;
}

/** The login page of the request's language, with the requested path to come back to. */
export function loginRedirectPath(request: Request): string {
  const login = hrefOf("login", languageOfRequest(request));
  return withReturnTo(login, returnPathOf(pageUrlOfRequest(request)));
}

/** The signed-in user, or a redirect to the login page of the request's language with ?returnTo=. */
export function requireUser(request: Request, context: Readonly<RouterContextProvider>): CurrentUser {
  const { user } = context.get(servicesContext);
  if (!user) throw redirect(loginRedirectPath(request));
  return user;
}

/**
 * requireUser, then a 403 for everyone but admins. The refusal is logged (user id and path only)
 * so that probing of the admin area shows up in the logs. An admin whose session did not pass the
 * second factor is no signed-in user (findSignedInSession, decision 039); the guard requires the
 * session's mark as well (decision 050), so no other way of handing a loader an admin opens the
 * admin area without it: such a request goes to the login page, like an anonymous one.
 */
export function requireAdmin(request: Request, context: Readonly<RouterContextProvider>): CurrentUser {
  const user = requireUser(request, context);
  const { logger, secondFactorAt } = context.get(servicesContext);
  if (user.role === "admin") {
    if (secondFactorAt) return user;
    logger.warn("admin session without second factor refused", { userId: user.id, path: new URL(request.url).pathname, method: request.method });
    throw redirect(loginRedirectPath(request));
  }
  logger.warn("permission refused", { userId: user.id, path: new URL(request.url).pathname, method: request.method });
  const t = translator(languageOfRequest(request));
  throw data<ForbiddenData>({ reason: "forbidden", message: t("admin.forbidden") }, { status: 403 });
}
