import type { Route } from "./+types/admin.plugins";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { pluginListAction, pluginListLoader } from "../features/catalog/admin/plugin-pages.server.ts";
import { PluginListScreen } from "../features/catalog/admin/plugin-list-screen.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader(args: Route.LoaderArgs) {
  return pluginListLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return pluginListAction(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminPlugins({ loaderData, actionData }: Route.ComponentProps) {
  return <PluginListScreen filters={loaderData.filters} plugins={loaderData.plugins} notice={loaderData.notice} actionData={actionData} />;
}
