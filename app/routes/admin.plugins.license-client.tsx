import type { Route } from "./+types/admin.plugins.license-client";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { LicenseClientScreen } from "../features/catalog/admin/license-client-screen.tsx";
import { licenseClientPageLoader } from "../features/catalog/admin/license-client-page.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export function loader(args: Route.LoaderArgs) {
  return licenseClientPageLoader(args);
}

// Errors (a POST here answers 405) show in the admin layout's AdminErrorBoundary; this route's own copy of it failed to render in development (issue #15 fuzz test).

export default function AdminLicenseClient({ loaderData }: Route.ComponentProps) {
  return <LicenseClientScreen {...loaderData} />;
}
