import type { Route } from "./+types/admin.messages";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { MessageListScreen } from "../features/admin/messages/message-list-screen.tsx";
import { listMessages, messageFiltersOf } from "../features/admin/messages/message-list.server.ts";
import { defaultMessageSort, messageSortKeys, sortOf } from "../features/admin-kit/list-sort.ts";
import { requestedPage } from "../features/admin-kit/pagination.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const filters = messageFiltersOf(url);
  const sort = sortOf(url, messageSortKeys, defaultMessageSort);
  return {
    title: translator(languageOfRequest(request))("admin.messages.title"),
    filters,
    sort,
    messages: await listMessages(db, filters, requestedPage(url), sort),
  };
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return <MessageListScreen {...loaderData} />;
}
