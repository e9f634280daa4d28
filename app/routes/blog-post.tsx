import { Link, data } from "react-router";
import type { Route } from "./+types/blog-post";
import { pageMeta } from "../features/seo/page-meta.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { hrefOf } from "../i18n/paths.ts";

/** The single-segment catch-all: a blog post by its identifier. No post matches one yet. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "blog.postNotFoundTitle", noindex: true });

export default function BlogPost() {
  const { t, language } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{t("blog.postNotFoundTitle")}</h1>
      <p className="mt-4 text-muted">{t("blog.postNotFound")}</p>
      <Link className="mt-6 inline-block font-medium text-brand-700 underline" to={hrefOf("blog", language)}>
        {t("blog.backToBlog")}
      </Link>
    </div>
  );
}
