import type { Route } from "./+types/admin.licenses.import";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { recordAudit } from "../features/admin-kit/audit.server.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { LicenseImportScreen } from "../features/licenses/admin/license-import-screen.tsx";
import { licenseImportAction, licenseImportLoader } from "../features/licenses/admin/license-import-page.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export function loader(args: Route.LoaderArgs) {
  return licenseImportLoader(args);
}

export function action(args: Route.ActionArgs) {
  return licenseImportAction(args, (trx, { actor, report }) =>
    recordAudit(trx, {
      actor,
      action: "license.import",
      record: { type: "license_import", id: "edd", label: "EDD Software Licensing" },
      after: {
        imported: report.imported,
        unchanged: report.unchanged,
        customers_created: report.customersCreated,
        activations: report.activations,
        refused: report.refused.length,
      },
    }),
  );
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminLicensesImport({ actionData }: Route.ComponentProps) {
  return <LicenseImportScreen actionData={actionData} />;
}
