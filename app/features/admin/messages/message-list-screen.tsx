import { Form, Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { AdminDate } from "../admin-dates.tsx";
import { Pager } from "../pager.tsx";
import type { PageOf } from "../pagination.server.ts";
import { MessageStateBadge } from "./message-badges.tsx";
import { type MessageFilter, type MessageFilters, messageFilters } from "./message-filters.ts";
import type { MessageListItem } from "./message-list.server.ts";

const inputClass = "mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2";

const filterLabels: Record<MessageFilter, MessageKey> = {
  open: "admin.messages.filter.open",
  unread: "admin.messages.filter.unread",
  handled: "admin.messages.filter.handled",
  all: "admin.messages.filter.all",
};

function MessageSearch({ filters }: { filters: MessageFilters }) {
  const { t } = useI18n();
  return (
    <Form method="get" role="search" aria-label={t("admin.messages.search.label")} className="mt-6 rounded-lg border border-gray-300 p-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <label htmlFor="messages-q" className="block text-sm font-medium">
            {t("admin.messages.search.query")}
          </label>
          <input id="messages-q" name="q" type="search" defaultValue={filters.query} maxLength={200} className={inputClass} />
        </div>
        <div>
          <label htmlFor="messages-status" className="block text-sm font-medium">
            {t("admin.messages.search.status")}
          </label>
          <select id="messages-status" name="status" defaultValue={filters.status} className={inputClass}>
            {messageFilters.map((filter) => (
              <option key={filter} value={filter}>
                {t(filterLabels[filter])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {t("admin.search.submit")}
        </button>
        <Link to="/admin/messages" className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("admin.search.reset")}
        </Link>
      </div>
    </Form>
  );
}

function MessageRow({ message }: { message: MessageListItem }) {
  return (
    <tr className={`border-t border-gray-200 align-top ${message.read ? "" : "bg-brand-50/60"}`} data-testid="message-row">
      <td className="py-3 pr-4">
        <MessageStateBadge read={message.read} handled={message.handled} />
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">
        <AdminDate instant={message.receivedAt} />
      </td>
      <td className="py-3 pr-4">
        <span className={message.read ? "" : "font-semibold"}>{message.name}</span>
        <span className="block text-sm break-all text-muted">{message.email}</span>
      </td>
      <td className="py-3 pr-4">
        <Link to={`/admin/messages/${message.id}`} className={`text-brand-700 underline break-words hover:text-brand-800 ${message.read ? "font-medium" : "font-bold"}`}>
          {message.subject}
        </Link>
      </td>
      <td className="py-3 text-right tabular-nums">{message.replyCount}</td>
    </tr>
  );
}

export function MessageListScreen({ title, filters, messages }: { title: string; filters: MessageFilters; messages: PageOf<MessageListItem> }) {
  const { t } = useI18n();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("admin.messages.intro")}</p>
      <MessageSearch filters={filters} />
      {messages.items.length === 0 ? (
        <p className="mt-8">{t("admin.list.empty")}</p>
      ) : (
        <div role="region" aria-label={t("admin.messages.tableLabel")} tabIndex={0} className="mt-8 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left">
            <caption className="sr-only">{t("admin.messages.tableLabel")}</caption>
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.messages.column.state")}
                </th>
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.messages.column.received")}
                </th>
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.messages.column.sender")}
                </th>
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.messages.column.subject")}
                </th>
                <th scope="col" className="pb-2 text-right font-semibold">
                  {t("admin.messages.column.replies")}
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.items.map((message) => (
                <MessageRow key={message.id} message={message} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={messages.page} pageCount={messages.pageCount} total={messages.total} />
    </>
  );
}
