import { useMatches } from "react-router";
import type { Route } from "./+types/titled-screen";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageOfRouteId } from "../features/seo/private-pages.ts";
import type { MessageKey } from "../i18n/catalogues.ts";
import { useI18n } from "../i18n/i18n-context.tsx";

/**
 * Screens whose content later work builds: each shows the layout and its title only, so every
 * path of the route table already answers in both languages without claiming anything more.
 */
const titles: Record<string, MessageKey> = {
  myLicenses: "page.myLicenses.title",
  licenses: "page.licenses.title",
  purchaseHistory: "page.purchaseHistory.title",
  paymentSuccess: "page.paymentSuccess.title",
  paymentCancel: "page.paymentCancel.title",
};

function titleOf(routeId: string): MessageKey {
  const key = titles[pageOfRouteId(routeId)];
  if (!key) throw new Error(`No title for route ${routeId}`);
  return key;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: titleOf(matches.at(-1)?.id ?? "") });

export default function TitledScreen() {
  const { t } = useI18n();
  const routeId = useMatches().at(-1)?.id ?? "";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t(titleOf(routeId))}</h1>
    </div>
  );
}
