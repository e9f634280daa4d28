import type { Route } from "./+types/admin.plugins.licence-client.download";
import { licenceClientDownload } from "../features/catalog/admin/licence-client-page.server.ts";

/** The licence client for plugin developers, as a zip. */
export function loader(args: Route.LoaderArgs) {
  return licenceClientDownload(args);
}
