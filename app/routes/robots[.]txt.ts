import type { Route } from "./+types/robots[.]txt";
import { servicesContext } from "../context.ts";
import { robotsTxt } from "../features/seo/robots.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(servicesContext);
  return new Response(robotsTxt(publicUrl), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
