import type { Route } from "./+types/media";
import { servicesContext } from "../context.ts";
import { mediaResponse } from "../features/admin/plugins/media.server.ts";

/** Uploaded images (DATA_DIR/media), public and cached for good: their names change with their content. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { dataDir } = context.get(servicesContext);
  return mediaResponse(dataDir, params["*"] ?? "", request.method);
}
