import type { Route } from "./+types/api.banner-plugins";
import { servicesContext } from "../context.ts";
import { listBannerPlugins } from "../features/catalog/catalog.server.ts";
import { languageOfRequest } from "../i18n/detect.ts";

/** SPEC §7: the published plugins, in the language of `?lang=` or the visitor's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const plugins = await listBannerPlugins(db, { language, origin: publicUrl });
  return Response.json(plugins, {
    headers: { "Cache-Control": "public, max-age=60", Vary: "Cookie", "Content-Language": language },
  });
}
