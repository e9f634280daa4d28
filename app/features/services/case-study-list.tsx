import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { localizeHref } from "../../i18n/paths.ts";
import { blogCoverSize, blogPostPath } from "../blog/blog-post.ts";
import type { CaseStudySummary } from "./services.server.ts";

const linkStyles = "font-semibold text-brand-700 underline-offset-4 hover:underline";

/**
 * Case studies as cards: cover, title linking to the post, its summary and the plugin it used.
 * The heading level follows the section the list sits in.
 */
export function CaseStudyList({
  caseStudies,
  headingLevel = 3,
  showPlugin = true,
}: {
  caseStudies: CaseStudySummary[];
  headingLevel?: 3 | 4;
  showPlugin?: boolean;
}) {
  const { t, language } = useI18n();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2" data-testid="case-studies">
      {caseStudies.map((study) => (
        <li key={study.slug} className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
          {study.coverImage ? (
            // The title says what the cover shows, so the image is decoration for assistive technology.
            <img
              src={study.coverImage}
              alt=""
              width={blogCoverSize.width}
              height={blogCoverSize.height}
              loading="lazy"
              decoding="async"
              className="aspect-[1200/630] h-auto w-full bg-gray-100 object-cover"
            />
          ) : null}
          <div className="flex flex-1 flex-col gap-3 p-5">
            <Heading className="text-xl font-bold tracking-tight">
              <Link to={blogPostPath(study.slug, language)} className="hover:text-brand-700 hover:underline">
                {study.title}
              </Link>
            </Heading>
            <p className="text-muted">{study.excerpt}</p>
            {showPlugin && study.plugin ? (
              <p className="mt-auto">
                <Link
                  to={localizeHref(`/plugin/${encodeURIComponent(study.plugin.slug)}`, language)}
                  className={`inline-flex min-h-11 items-center gap-1 ${linkStyles}`}
                >
                  {t("services.page.caseStudies.plugin", { plugin: study.plugin.name })}
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
