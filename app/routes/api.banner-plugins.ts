import type { Route } from "./+types/api.banner-plugins";
import { servicesContext } from "../context.ts";
import { listBannerPlugins } from "../features/catalog/catalog.server.ts";
import { languageOfRequest } from "../i18n/detect.ts";

/**
 * The published plugins, in the language of `?lang=` or the visitor's. Caches may keep it
 * but must ask again each time, so a plugin the admin publishes shows on /plugins at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const plugins = await listBannerPlugins(db, { language, origin: publicUrl });
  return Response.json(plugins, {
    headers: { "Cache-Control": "public, max-age=0, must-revalidate", Vary: "Cookie", "Content-Language": language },
  });
}
