import { Form, Link } from "react-router";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { formatEuro } from "../../../i18n/format.ts";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { ActionNotice, FormField } from "../../admin-kit/form-field.tsx";
import { ListSearchForm } from "../../admin-kit/list-search-form.tsx";
import { PageHeading } from "../../admin-kit/page-heading.tsx";
import type { PageOf } from "../../admin-kit/pagination.server.ts";
import { Pager } from "../../admin-kit/pager.tsx";
import type { PluginActionData } from "./plugin-outcome.ts";
import { PluginStatusBadge, pluginStatusLabels } from "./plugin-status-badge.tsx";
import type { PluginListFilters, PluginListRow } from "./plugins-admin.server.ts";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import { MoveButtons } from "./move-buttons.tsx";

function priceRange(plugin: PluginListRow, language: Language, t: (key: MessageKey) => string): string {
  if (plugin.minCents === null || plugin.maxCents === null) return plugin.isFree ? t("admin.plugins.price.free") : "–";
  const min = formatEuro(plugin.minCents / 100, language);
  return plugin.minCents === plugin.maxCents ? min : `${min} – ${formatEuro(plugin.maxCents / 100, language)}`;
}

function SearchForm({ filters }: { filters: PluginListFilters }) {
  const { t } = useI18n();
  return (
    <ListSearchForm label={t("admin.plugins.search.label")} resetHref="/admin/plugins" gridClass="md:grid-cols-[2fr_1fr]">
      <FormField name="q" type="search" label={t("admin.plugins.search.q")} defaultValue={filters.text} maxLength={200} />
      <FormField
        name="status"
        label={t("admin.plugins.search.status")}
        defaultValue={filters.status}
        options={[
          { value: "all", label: t("admin.plugins.search.anyStatus") },
          { value: "published", label: t(pluginStatusLabels.published) },
          { value: "draft", label: t(pluginStatusLabels.draft) },
        ]}
      />
    </ListSearchForm>
  );
}

/** Up and down on the plugins page; one place at a time, past drafts too. */
function PluginMoveForm({ plugin, first, last }: { plugin: PluginListRow; first: boolean; last: boolean }) {
  const { language } = useI18n();
  const name = plugin[`name_${language}`];
  return (
    <Form method="post" className="flex gap-1">
      <input type="hidden" name="pluginId" value={plugin.id} />
      <MoveButtons name={name} first={first} last={last} intents={{ up: "moveUp", down: "moveDown" }} />
    </Form>
  );
}

function PluginRow({ plugin, total, reorderable }: { plugin: PluginListRow; total: number; reorderable: boolean }) {
  const { t, language } = useI18n();
  return (
    <tr className={rowClass} data-testid="admin-plugin-row">
      <td className={cellClass}>{plugin.rank}</td>
      <td className={cellClass}>
        <Link to={`/admin/plugins/${plugin.id}`} className={linkClass}>
          {plugin[`name_${language}`]}
        </Link>
        <span className="block font-mono text-muted">{plugin.slug}</span>
      </td>
      <td className={cellClass}>
        <PluginStatusBadge status={plugin.status} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{priceRange(plugin, language, t)}</td>
      <td className={`${cellClass} text-right`}>{plugin.releases}</td>
      <td className={`${cellClass} text-right`}>{plugin.sold}</td>
      {reorderable ? (
        <td className={cellClass}>
          <PluginMoveForm plugin={plugin} first={plugin.rank === 1} last={plugin.rank === total} />
        </td>
      ) : null}
    </tr>
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
      <PageHeading
        title={t("admin.plugins.title")}
        intro={t("admin.plugins.intro")}
        newLink={{ href: "/admin/plugins/new", label: t("admin.plugins.new.link") }}
      />
      <p className="mt-2">
        <Link to="/admin/plugins/client" className={linkClass}>
          {t("admin.client.link")}
        </Link>
      </p>
      <ActionNotice success={actionData?.notice ?? notice} error={actionData?.errors?.form} />
      <SearchForm filters={filters} />
      {reorderable ? null : <p className="mt-4 text-sm text-muted">{t("admin.plugins.move.filtered")}</p>}
      <AdminTable
        label={t("admin.plugins.table.region")}
        caption={t("admin.plugins.table.caption")}
        minWidth="min-w-[52rem]"
        empty={plugins.items.length === 0}
        columns={[
          { label: t("admin.plugins.column.position") },
          { label: t("admin.plugins.column.name") },
          { label: t("admin.plugins.column.status") },
          { label: t("admin.plugins.column.price") },
          { label: t("admin.plugins.column.releases"), numeric: true },
          { label: t("admin.plugins.column.sold"), numeric: true },
          reorderable && { label: t("admin.plugins.column.order") },
        ]}
      >
        {plugins.items.map((plugin) => (
          <PluginRow key={plugin.id} plugin={plugin} total={plugins.total} reorderable={reorderable} />
        ))}
      </AdminTable>
      <Pager page={plugins.page} pageCount={plugins.pageCount} total={plugins.total} />
    </>
  );
}
