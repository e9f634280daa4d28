import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { linkClass } from "./admin-styles.ts";

/** The h1 of an admin page, with the page's one "new …" link beside it and a sentence on what the page is for. */
export function PageHeading({ title, intro, newLink }: { title: string; intro?: string; newLink?: { href: string; label: string } }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {newLink ? (
          <Link to={newLink.href} className={buttonStyles.primary}>
            {newLink.label}
          </Link>
        ) : null}
      </div>
      {intro ? <p className="mt-2 max-w-3xl text-muted">{intro}</p> : null}
    </>
  );
}

/** The top of a detail or form page: the way back to its list, then the h1 (with a state badge beside it). */
export function DetailHeading({ backHref, backLabel, title, badge }: { backHref: string; backLabel: string; title: string; badge?: ReactNode }) {
  return (
    <>
      <p>
        <Link to={backHref} className={linkClass}>
          {backLabel}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
        {badge}
      </div>
    </>
  );
}
