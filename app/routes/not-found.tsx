import { useEffect } from "react";
import { data, useNavigate } from "react-router";
import type { Route } from "./+types/not-found";
import { pageMeta } from "../features/seo/page-meta.ts";
import { useI18n } from "../i18n/i18n-context.tsx";

/** The 404 screen sends the visitor home after 100 ms, as the customer asks. */
export const redirectDelayMs = 100;

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "notFound.title", noindex: true });

export default function NotFound() {
  const { t } = useI18n();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/", { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-4 text-muted" role="status">
        {t("notFound.redirecting")}
      </p>
    </div>
  );
}
