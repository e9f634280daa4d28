import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { languages } from "../../../i18n/paths.ts";
import type { DocsNodeKind } from "../docs.ts";
import { languageNames, PublicationBadge } from "../../admin-kit/content-editor.tsx";
import { docsNodeEditPath } from "./docs-paths.ts";
import type { AdminDocsNode, AdminDocsTreePage } from "./docs-admin.server.ts";
import { Pager } from "../../admin-kit/pager.tsx";
import { linkClass } from "../../admin-kit/admin-styles.ts";

const moveClass =
  "inline-flex h-9 w-9 items-center justify-center rounded-md border border-gray-400 text-ink hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40";

function titleOf(node: AdminDocsNode): string {
  return node.title_de ?? node.title_en ?? node.slug;
}

function MoveButton({ kind, node, direction, disabled }: { kind: DocsNodeKind; node: AdminDocsNode; direction: "up" | "down"; disabled: boolean }) {
  const { t } = useI18n();
  const label = t(direction === "up" ? "admin.docs.moveUp" : "admin.docs.moveDown", { title: titleOf(node) });
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <Form method="post">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={node.id} />
      <button
        type="submit"
        name="intent"
        value={direction === "up" ? "moveUp" : "moveDown"}
        aria-label={label}
        title={label}
        disabled={disabled}
        className={moveClass}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
      </button>
    </Form>
  );
}

/** One node: its kind, title (the link to its editor), state, titles per language and its place among siblings. */
function NodeLine({ kind, node, index, count }: { kind: DocsNodeKind; node: AdminDocsNode; index: number; count: number }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-sm text-muted">{t(`admin.docs.kind.${kind}`)}</span>
          <Link to={docsNodeEditPath(kind, node.id)} className={`${linkClass} ${kind === "parent" ? "text-lg" : ""}`}>
            {titleOf(node)}
          </Link>
          <PublicationBadge status={node.status} />
        </p>
        <p className="mt-1 text-sm break-words text-muted">
          <code>{node.slug}</code>
          {languages.map((language) => (
            <span key={language}>
              {" · "}
              {t(languageNames[language])}: {node[`title_${language}`] ?? <em>{t("admin.content.missing")}</em>}
            </span>
          ))}
        </p>
      </div>
      <div className="flex gap-2">
        <MoveButton kind={kind} node={node} direction="up" disabled={index === 0} />
        <MoveButton kind={kind} node={node} direction="down" disabled={index === count - 1} />
      </div>
    </div>
  );
}

/**
 * One page of categories with their sections and articles, drafts included, in the order the site
 * shows them. A category's place counts among all categories, so the first one of a page can still
 * move up onto the previous page.
 */
export function DocsTree({ tree }: { tree: AdminDocsTreePage }) {
  const { t } = useI18n();
  if (!tree.items.length) return <p className="mt-6">{t("admin.docs.empty")}</p>;
  return (
    <>
      <ol aria-label={t("admin.docs.treeLabel")} start={tree.firstIndex + 1} className="mt-6 space-y-6">
        {tree.items.map((parent, parentIndex) => (
          <li key={parent.id} className="rounded-lg border border-gray-300 p-4" data-testid="docs-tree-parent">
            <NodeLine kind="parent" node={parent} index={tree.firstIndex + parentIndex} count={tree.total} />
            {parent.sections.length ? (
              <ol className="mt-4 space-y-4 border-l-2 border-gray-200 pl-4">
                {parent.sections.map((section, sectionIndex) => (
                  <li key={section.id}>
                    <NodeLine kind="section" node={section} index={sectionIndex} count={parent.sections.length} />
                    {section.articles.length ? (
                      <ol className="mt-3 space-y-3 border-l-2 border-gray-200 pl-4">
                        {section.articles.map((article, articleIndex) => (
                          <li key={article.id}>
                            <NodeLine kind="article" node={article} index={articleIndex} count={section.articles.length} />
                          </li>
                        ))}
                      </ol>
                    ) : null}
                    <p className="mt-2 pl-4 text-sm">
                      <Link to={`/admin/docs/new/article?section=${section.id}`} className={linkClass}>
                        {t("admin.docs.newIn.article", { title: titleOf(section) })}
                      </Link>
                    </p>
                  </li>
                ))}
              </ol>
            ) : null}
            <p className="mt-3 text-sm">
              <Link to={`/admin/docs/new/section?parent=${parent.id}`} className={linkClass}>
                {t("admin.docs.newIn.section", { title: titleOf(parent) })}
              </Link>
            </p>
          </li>
        ))}
      </ol>
      <Pager page={tree.page} pageCount={tree.pageCount} total={tree.total} />
    </>
  );
}
