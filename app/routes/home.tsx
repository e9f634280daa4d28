import type { Route } from "./+types/home";
import { pageMeta } from "../features/seo/page-meta.ts";
import { useI18n } from "../i18n/i18n-context.tsx";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.home.title" });

export default function Home() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{t("page.home.title")}</h1>
    </div>
  );
}
