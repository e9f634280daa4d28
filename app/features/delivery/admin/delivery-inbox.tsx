import { Link } from "react-router";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatViennaDateTime } from "../../../i18n/vienna-time.ts";
import { formatCredits } from "../../credits/credit-format.ts";
import { adminWorkroomHref } from "../../tasks/task-paths.ts";
import { taskNumber } from "../../tasks/task-rules.ts";
import { linkClass } from "../delivery-panel.tsx";
import type { DeliveryInbox as DeliveryInboxData } from "../delivery-view.server.ts";

function InboxList({ id, heading, entries }: { id: string; heading: MessageKey; entries: { key: string; taskId: number; text: string }[] }) {
  const { t, language } = useI18n();
  return (
    <div>
      <h3 id={id} className="font-semibold">
        {t(heading)} ({entries.length})
      </h3>
      {entries.length === 0 ? (
        <p className="text-muted">{t("delivery.inbox.empty")}</p>
      ) : (
        <ul aria-labelledby={id} className="mt-1 space-y-1" data-testid={id}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link to={adminWorkroomHref(entry.taskId, language)} className={linkClass}>
                {entry.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Above the inbox's tasks: deliveries awaiting the client's acceptance, defect reports and cancellations. */
export function DeliveryInbox({ inbox }: { inbox: DeliveryInboxData }) {
  const { t, language } = useI18n();
  const date = (at: string) => formatViennaDateTime(at, language);
  const part = (name: string | null) => name ?? t("delivery.wholeOffer");
  return (
    <section aria-labelledby="inbox-attention" className="mt-6 space-y-4 rounded-lg border border-gray-300 p-5">
      <h2 id="inbox-attention" className="text-xl font-bold">
        {t("delivery.inbox.title")}
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        <InboxList
          id="inbox-awaiting-acceptance"
          heading="delivery.inbox.awaiting"
          entries={inbox.awaitingAcceptance.map((item, index) => ({
            key: `${item.taskId}-${index}`,
            taskId: item.taskId,
            text: t("delivery.inbox.delivery", { number: taskNumber(item.taskId), title: item.title, part: part(item.partName), date: date(item.at) }),
          }))}
        />
        <InboxList
          id="inbox-defects"
          heading="delivery.inbox.defects"
          entries={inbox.defects.map((item, index) => ({
            key: `${item.taskId}-${index}`,
            taskId: item.taskId,
            text: t("delivery.inbox.defect", { number: taskNumber(item.taskId), title: item.title, part: part(item.partName), date: date(item.at) }),
          }))}
        />
        <InboxList
          id="inbox-cancellations"
          heading="delivery.inbox.cancellations"
          entries={inbox.cancellations.map((item) => ({
            key: String(item.taskId),
            taskId: item.taskId,
            text: t(item.by === "client" ? "delivery.inbox.cancellation.client" : "delivery.inbox.cancellation.company", {
              number: taskNumber(item.taskId),
              title: item.title,
              date: date(item.at),
              charge: formatCredits(item.chargeCents, item.currency, language),
            }),
          }))}
        />
      </div>
    </section>
  );
}
