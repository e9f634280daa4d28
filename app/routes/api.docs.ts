import type { Route } from "./+types/api.docs";
import { servicesContext } from "../context.ts";
import { docsTree } from "../features/docs/docs-read.server.ts";
import type { DocsTreeResponse } from "../features/docs/docs.ts";
import { languageOfRequest } from "../i18n/detect.ts";

/** The docs tree, in the language of `?lang=`, else the visitor's cookie, else German. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const body: DocsTreeResponse = { docs: await docsTree(db, language) };
  return Response.json(body, {
    headers: { "Cache-Control": "public, max-age=0, must-revalidate", Vary: "Cookie", "Content-Language": language },
  });
}
