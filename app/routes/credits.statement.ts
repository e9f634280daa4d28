import type { Route } from "./+types/credits.statement";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { loadCreditsView, statementCsv, statementFileName } from "../features/credits/credits-page.server.ts";
import { languageOfRequest } from "../i18n/detect.ts";

/** The signed-in client's credits statement as a CSV download, in the language of ?lang= or the cookie. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { statement } = await loadCreditsView(context.get(servicesContext).db, user.id);
  return new Response(statementCsv(statement, languageOfRequest(request)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${statementFileName(new Date())}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
