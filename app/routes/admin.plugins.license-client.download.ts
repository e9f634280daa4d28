import type { Route } from "./+types/admin.plugins.license-client.download";
import { licenseClientDownload } from "../features/catalog/admin/license-client-page.server.ts";

/** The licence client for plugin developers, as a zip. */
export function loader(args: Route.LoaderArgs) {
  return licenseClientDownload(args);
}
