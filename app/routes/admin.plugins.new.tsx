import type { Route } from "./+types/admin.plugins.new";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { NewPluginScreen } from "../features/catalog/admin/new-plugin-screen.tsx";
import { newPluginAction, newPluginLoader } from "../features/catalog/admin/plugin-pages.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader(args: Route.LoaderArgs) {
  return newPluginLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return newPluginAction(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminNewPlugin({ actionData }: Route.ComponentProps) {
  return <NewPluginScreen errors={actionData?.errors} />;
}
