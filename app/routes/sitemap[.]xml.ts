import type { Route } from "./+types/sitemap[.]xml";
import { servicesContext } from "../context.ts";
import { collectSitemapEntries, sitemapXml } from "../features/sitemap/sitemap.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(servicesContext);
  const body = sitemapXml(publicUrl, await collectSitemapEntries(db));
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
