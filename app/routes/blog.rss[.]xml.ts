import type { Route } from "./+types/blog.rss[.]xml";
import { servicesContext } from "../context.ts";
import { blogFeed } from "../features/blog/rss.server.ts";
import { defaultLanguage, isLanguage } from "../i18n/paths.ts";

/** The RSS feed of one language: German, or English with `?lang=en`. A cookie never changes a feed's URL's content. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(servicesContext);
  const requested = new URL(request.url).searchParams.get("lang");
  const language = isLanguage(requested) ? requested : defaultLanguage;
  return new Response(await blogFeed(db, publicUrl, language), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900", "Content-Language": language },
  });
}
