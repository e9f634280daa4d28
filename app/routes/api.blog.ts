import type { Route } from "./+types/api.blog";
import { servicesContext } from "../context.ts";
import { apiError } from "../features/api/api-error.ts";
import { listBlogPosts } from "../features/blog/blog.server.ts";
import { requestedBlogPage } from "../features/blog/pagination.ts";
import { languageOfRequest } from "../i18n/detect.ts";

/** One page of the blog list (`?page=`, from 1) in the language of `?lang=` or the visitor's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const page = requestedBlogPage(new URL(request.url));
  if (page === undefined) return apiError(400, "invalid_page", "page must be a whole number from 1.");
  const list = await listBlogPosts(db, { language, page });
  if (!list) return apiError(404, "page_not_found", `The blog has no page ${page}.`);
  return Response.json(list, {
    headers: { "Cache-Control": "public, max-age=0, must-revalidate", Vary: "Cookie", "Content-Language": language },
  });
}

export function action() {
  return apiError(405, "method_not_allowed", "Use GET.");
}
