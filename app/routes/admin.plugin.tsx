import type { Route } from "./+types/admin.plugin";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { PluginEditorScreen } from "../features/catalog/admin/plugin-editor-screen.tsx";
import { pluginEditorAction, pluginEditorLoader } from "../features/catalog/admin/plugin-pages.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader(args: Route.LoaderArgs) {
  return pluginEditorLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return pluginEditorAction(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminPlugin({ loaderData, actionData }: Route.ComponentProps) {
  return <PluginEditorScreen {...loaderData} actionData={actionData} />;
}
