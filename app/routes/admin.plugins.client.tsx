import type { Route } from "./+types/admin.plugins.client";
import { adminMeta } from "../features/admin/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { LicenceClientScreen } from "../features/admin/plugins/licence-client-screen.tsx";
import { licenceClientPageLoader } from "../features/admin/plugins/licence-client-page.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export function loader(args: Route.LoaderArgs) {
  return licenceClientPageLoader(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminLicenceClient({ loaderData }: Route.ComponentProps) {
  return <LicenceClientScreen {...loaderData} />;
}
