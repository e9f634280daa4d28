import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { formatEuro } from "../../catalog/format.ts";
import { ActionNotice, FormField } from "../form-field.tsx";
import type { PageOf } from "../pagination.server.ts";
import { Pager } from "../pager.tsx";
import type { PluginActionData } from "./plugin-pages.server.ts";
import { PluginStatusBadge, pluginStatusLabels, smallButtonClass, textLinkClass } from "./plugin-status-badge.tsx";
import type { PluginListFilters, PluginListRow } from "./plugins-admin.server.ts";

function priceRange(plugin: PluginListRow, language: Language, t: (key: MessageKey) => string): string {
  if (plugin.minCents === null || plugin.maxCents === null) return plugin.isFree ? t("admin.plugins.price.free") : "–";
  const min = formatEuro(plugin.minCents / 100, language);
  return plugin.minCents === plugin.maxCents ? min : `${min} – ${formatEuro(plugin.maxCents / 100, language)}`;
}

function SearchForm({ filters }: { filters: PluginListFilters }) {
  const { t } = useI18n();
  return (
    <Form method="get" role="search" aria-label={t("admin.plugins.search.label")} className="mt-6 rounded-lg border border-gray-300 bg-white p-4">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <FormField name="q" type="search" label={t("admin.plugins.search.q")} defaultValue={filters.text} maxLength={200} />
        <div>
          <label htmlFor="plugin-status-filter" className="block font-medium">
            {t("admin.plugins.search.status")}
          </label>
          <select id="plugin-status-filter" name="status" defaultValue={filters.status} className="mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2">
            <option value="all">{t("admin.plugins.search.anyStatus")}</option>
            <option value="published">{t(pluginStatusLabels.published)}</option>
            <option value="draft">{t(pluginStatusLabels.draft)}</option>
          </select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {t("admin.search.submit")}
        </button>
        <Link to="/admin/plugins" className={buttonStyles.secondary}>
          {t("admin.search.reset")}
        </Link>
      </div>
    </Form>
  );
}

/** Up and down on the plugins page; one place at a time, past drafts too. */
function MoveButtons({ plugin, first, last }: { plugin: PluginListRow; first: boolean; last: boolean }) {
  const { t, language } = useI18n();
  const name = plugin[`name_${language}`];
  return (
    <Form method="post" className="flex gap-1">
      <input type="hidden" name="pluginId" value={plugin.id} />
      <button type="submit" name="intent" value="moveUp" disabled={first} className={smallButtonClass} aria-label={t("admin.plugins.move.up", { name })}>
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      </button>
      <button type="submit" name="intent" value="moveDown" disabled={last} className={smallButtonClass} aria-label={t("admin.plugins.move.down", { name })}>
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </button>
    </Form>
  );
}

function PluginsTable({ plugins, total, reorderable }: { plugins: PluginListRow[]; total: number; reorderable: boolean }) {
  const { t, language } = useI18n();
  const headerClass = "px-3 py-2 font-semibold";
  return (
    <div className="mt-6 overflow-x-auto rounded-lg border border-gray-300 bg-white" tabIndex={0} role="region" aria-label={t("admin.plugins.table.region")}>
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">{t("admin.plugins.table.caption")}</caption>
        <thead className="border-b border-gray-300 bg-gray-50">
          <tr>
            <th scope="col" className={headerClass}>
              {t("admin.plugins.column.position")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.plugins.column.name")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.plugins.column.status")}
            </th>
            <th scope="col" className={headerClass}>
              {t("admin.plugins.column.price")}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t("admin.plugins.column.releases")}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t("admin.plugins.column.sold")}
            </th>
            {reorderable ? (
              <th scope="col" className={headerClass}>
                {t("admin.plugins.column.order")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {plugins.map((plugin) => (
            <tr key={plugin.id} className="border-b border-gray-200 align-top last:border-b-0" data-testid="admin-plugin-row">
              <td className="px-3 py-2">{plugin.rank}</td>
              <td className="px-3 py-2">
                <Link to={`/admin/plugins/${plugin.id}`} className={textLinkClass}>
                  {plugin[`name_${language}`]}
                </Link>
                <span className="block font-mono text-muted">{plugin.slug}</span>
              </td>
              <td className="px-3 py-2">
                <PluginStatusBadge status={plugin.status} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{priceRange(plugin, language, t)}</td>
              <td className="px-3 py-2 text-right">{plugin.releases}</td>
              <td className="px-3 py-2 text-right">{plugin.sold}</td>
              {reorderable ? (
                <td className="px-3 py-2">
                  <MoveButtons plugin={plugin} first={plugin.rank === 1} last={plugin.rank === total} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PluginListScreen({
  filters,
  plugins,
  notice,
  actionData,
}: {
  filters: PluginListFilters;
  plugins: PageOf<PluginListRow>;
  notice: MessageKey | undefined;
  actionData: PluginActionData | undefined;
}) {
  const { t } = useI18n();
  // Positions are global: moving within a filtered list would jump over plugins the admin cannot see.
  const reorderable = !filters.text && filters.status === "all";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.plugins.title")}</h1>
        <Link to="/admin/plugins/new" className={buttonStyles.primary}>
          {t("admin.plugins.new.link")}
        </Link>
      </div>
      <p className="mt-2 text-muted">{t("admin.plugins.intro")}</p>
      <ActionNotice success={actionData?.notice ?? notice} error={actionData?.errors?.form} />
      <SearchForm filters={filters} />
      {reorderable ? null : <p className="mt-4 text-sm text-muted">{t("admin.plugins.move.filtered")}</p>}
      {plugins.items.length === 0 ? (
        <p className="mt-6 rounded-lg border border-gray-300 bg-white p-4">{t("admin.list.empty")}</p>
      ) : (
        <PluginsTable plugins={plugins.items} total={plugins.total} reorderable={reorderable} />
      )}
      <Pager page={plugins.page} pageCount={plugins.pageCount} total={plugins.total} />
    </>
  );
}
