import type { Route } from "./+types/media";
import { servicesContext } from "../context.ts";
import { mediaResponse } from "../features/file-store/media.server.ts";

/** Uploaded images (the file store's media/), public and cached for good: their names change with their content. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { files } = context.get(servicesContext);
  return mediaResponse(files, params["*"] ?? "", request.method);
}
