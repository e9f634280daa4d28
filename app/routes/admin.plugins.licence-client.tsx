import type { Route } from "./+types/admin.plugins.licence-client";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { LicenceClientScreen } from "../features/catalog/admin/licence-client-screen.tsx";
import { licenceClientPageLoader } from "../features/catalog/admin/licence-client-page.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export function loader(args: Route.LoaderArgs) {
  return licenceClientPageLoader(args);
}

// Errors (a POST here answers 405) show in the admin layout's AdminErrorBoundary; this route's own copy of it failed to render in development (issue #15 fuzz test).

export default function AdminLicenceClient({ loaderData }: Route.ComponentProps) {
  return <LicenceClientScreen {...loaderData} />;
}
