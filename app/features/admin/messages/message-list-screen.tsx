import { Link } from "react-router";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { FormField } from "../../admin-kit/form-field.tsx";
import { ListSearchForm } from "../../admin-kit/list-search-form.tsx";
import { PageHeading } from "../../admin-kit/page-heading.tsx";
import { Pager } from "../../admin-kit/pager.tsx";
import type { PageOf } from "../../admin-kit/pagination.server.ts";
import { MessageStateBadge } from "./message-badges.tsx";
import { type MessageFilter, type MessageFilters, messageFilters } from "./message-filters.ts";
import type { MessageListItem } from "./message-list.server.ts";
import { CopyableText } from "../../admin-kit/copyable-text.tsx";
import type { ListSort } from "../../admin-kit/list-sort.ts";

const filterLabels: Record<MessageFilter, MessageKey> = {
  open: "admin.messages.filter.open",
  unread: "admin.messages.filter.unread",
  handled: "admin.messages.filter.handled",
  all: "admin.messages.filter.all",
};

function MessageSearch({ filters }: { filters: MessageFilters }) {
  const { t } = useI18n();
  return (
    <ListSearchForm label={t("admin.messages.search.label")} resetHref="/admin/messages" gridClass="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <FormField name="q" type="search" label={t("admin.messages.search.query")} defaultValue={filters.query} maxLength={200} />
      <FormField
        name="status"
        label={t("admin.messages.search.status")}
        defaultValue={filters.status}
        options={messageFilters.map((filter) => ({ value: filter, label: t(filterLabels[filter]) }))}
      />
    </ListSearchForm>
  );
}

function MessageRow({ message }: { message: MessageListItem }) {
  return (
    <tr className={`${rowClass} ${message.read ? "" : "bg-brand-50/60"}`} data-testid="message-row">
      <td className={cellClass}>
        <MessageStateBadge read={message.read} handled={message.handled} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <AdminDate instant={message.receivedAt} />
      </td>
      <td className={cellClass}>
        <span className={message.read ? "" : "font-semibold"}>{message.name}</span>
        <span className="block text-muted">
          <CopyableText text={message.email} what="admin.copy.email" />
        </span>
      </td>
      <td className={cellClass}>
        <Link
          to={`/admin/messages/${message.id}`}
          className={`text-brand-700 underline break-words hover:text-brand-800 ${message.read ? "font-medium" : "font-bold"}`}
        >
          {message.subject}
        </Link>
      </td>
      <td className={`${cellClass} text-right tabular-nums`}>{message.replyCount}</td>
    </tr>
  );
}

export function MessageListScreen({
  title,
  filters,
  messages,
  sort,
}: {
  title: string;
  filters: MessageFilters;
  messages: PageOf<MessageListItem>;
  sort: ListSort;
}) {
  const { t } = useI18n();
  return (
    <>
      <PageHeading title={title} intro={t("admin.messages.intro")} />
      <MessageSearch filters={filters} />
      <AdminTable
        label={t("admin.messages.tableLabel")}
        minWidth="min-w-[48rem]"
        empty={messages.items.length === 0}
        sort={sort}
        columns={[
          { label: t("admin.messages.column.state") },
          { label: t("admin.messages.column.received"), sortKey: "received", firstDirection: "desc" },
          { label: t("admin.messages.column.sender"), sortKey: "sender" },
          { label: t("admin.messages.column.subject"), sortKey: "subject" },
          { label: t("admin.messages.column.replies"), numeric: true },
        ]}
      >
        {messages.items.map((message) => (
          <MessageRow key={message.id} message={message} />
        ))}
      </AdminTable>
      <Pager page={messages.page} pageCount={messages.pageCount} total={messages.total} />
    </>
  );
}
