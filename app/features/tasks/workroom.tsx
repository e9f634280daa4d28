import type { ReactNode } from "react";
import { formatViennaDateTime } from "../../i18n/vienna-time.ts";
import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { formatFileSize } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useLiveTask } from "./live-updates.ts";
import { MessageText } from "./message-text.tsx";
import type { WorkroomRefusal } from "./task-actions.server.ts";
import { AttachmentsField, inputClass } from "./task-fields.tsx";
import { isServiceType, isTaskState, serviceTypeLabels, taskLimits, taskNumber, type TaskSide, taskStateLabels } from "./task-rules.ts";
import { attachmentHref } from "./task-paths.ts";
import { TaskStateBadge } from "./task-state-badge.tsx";
import type { Workroom as WorkroomData, WorkroomAttachment, WorkroomEvent } from "./tasks.server.ts";

function FileList({ taskId, files, label }: { taskId: number; files: WorkroomAttachment[]; label: string }) {
  const { t, language } = useI18n();
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 space-y-1">
      {files.map((file) => (
        <li key={file.id}>
          <a href={attachmentHref(taskId, file.id, language)} download className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t("tasks.attachments.download", { name: file.filename })}
          </a>{" "}
          <span className="text-sm text-muted">({formatFileSize(file.size, language)})</span>
        </li>
      ))}
    </ul>
  );
}

function eventText(event: WorkroomEvent, t: (key: MessageKey, values?: Record<string, string | number>) => string): string {
  const actor = event.actorName ?? t("tasks.timeline.someone");
  if (event.kind === "created") return t("tasks.timeline.created", { actor });
  if (event.kind === "state_changed" && isTaskState(event.detail.to))
    return t("tasks.timeline.stateChanged", { actor, state: t(taskStateLabels[event.detail.to]) });
  if (event.kind === "assigned") return event.detail.adminId === null ? t("tasks.timeline.unassigned", { actor }) : t("tasks.timeline.assigned", { actor });
  const laterKinds: Record<string, MessageKey> = {
    delivered: "delivery.timeline.delivered",
    delivery_accepted: "delivery.timeline.accepted",
    defect_reported: "delivery.timeline.defect",
    figures_recorded: "delivery.timeline.figures",
    cancelled: "delivery.timeline.cancelled",
  };
  const later = laterKinds[event.kind];
  return t(later ?? "tasks.timeline.other", { actor });
}

interface WorkroomProps {
  workroom: WorkroomData;
  /** Whose workroom this is: the client's own page or the company's in the admin area. */
  side: TaskSide;
  refusal: WorkroomRefusal | undefined;
  /** The company's controls (state, assignment), shown above the chat in the admin area. */
  controls?: ReactNode;
}

/** A task with its chat, files and timeline, for both sides; it updates itself while open (useLiveTask). */
export function Workroom({ workroom, side, refusal, controls }: WorkroomProps) {
  const { t, language } = useI18n();
  const { task } = workroom;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "message";
  const live = useLiveTask(task.id);
  return (
    <div className="space-y-10">
      <header>
        <p className="text-sm font-semibold text-muted">{taskNumber(task.id)}</p>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{task.title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="task-state">
          <TaskStateBadge state={task.state} />
          <span className="text-muted">{isServiceType(task.serviceType) ? t(serviceTypeLabels[task.serviceType]) : task.serviceType}</span>
        </div>
      </header>

      <section aria-labelledby="task-details" className="rounded-lg border border-gray-300 p-5">
        <h2 id="task-details" className="text-xl font-bold">
          {t("tasks.workroom.details")}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {side === "company" ? (
            <>
              <dt className="font-semibold">{t("tasks.workroom.client")}</dt>
              <dd>
                {workroom.clientName} ({workroom.clientEmail})
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">{t("tasks.field.desiredDate")}</dt>
          <dd>{task.desiredDate ?? t("tasks.workroom.none")}</dd>
          <dt className="font-semibold">{t("tasks.field.budgetHint")}</dt>
          <dd>{task.budgetHint ?? t("tasks.workroom.none")}</dd>
          <dt className="font-semibold">{t("tasks.workroom.created")}</dt>
          <dd>{formatViennaDateTime(task.createdAt, language)}</dd>
        </dl>
        <h3 className="mt-4 font-semibold">{t("tasks.field.description")}</h3>
        <div className="mt-1">
          <MessageText text={task.description} />
        </div>
        <FileList taskId={task.id} files={workroom.files} label={t("tasks.workroom.files")} />
      </section>

      {controls}

      <section aria-labelledby="task-chat" data-live={live ? "connected" : "waiting"}>
        <h2 id="task-chat" className="text-xl font-bold">
          {t("tasks.chat.title")}
        </h2>
        {workroom.messages.length === 0 ? <p className="mt-3 text-muted">{t("tasks.chat.empty")}</p> : null}
        <ol className="mt-4 space-y-4" aria-live="polite" data-testid="chat">
          {workroom.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-lg border p-4 ${message.side === side ? "ml-8 border-brand-700 bg-brand-50" : "mr-8 border-gray-300 bg-white"}`}
            >
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">
                  {message.side === "company" ? t("tasks.chat.company", { name: message.authorName }) : message.authorName}
                </span>
                {" · "}
                {formatViennaDateTime(message.createdAt, language)}
                {message.side === side ? ` · ${t(message.readByOtherSide ? "tasks.chat.read" : "tasks.chat.unread")}` : null}
              </p>
              <div className="mt-2">
                <MessageText text={message.body} />
              </div>
              <FileList taskId={task.id} files={message.attachments} label={t("tasks.chat.messageFiles")} />
            </li>
          ))}
        </ol>
        {/* A new key after each message empties the form once the message is on the page. */}
        <Form key={workroom.messages.length} method="post" encType="multipart/form-data" className="mt-6 space-y-4 rounded-lg border border-gray-300 p-4">
          <input type="hidden" name="intent" value="message" />
          <div>
            <label htmlFor="task-message" className="block font-medium">
              {t("tasks.chat.message")}
            </label>
            <textarea
              id="task-message"
              name="body"
              rows={5}
              maxLength={taskLimits.messageChars}
              defaultValue={refusal?.body ?? ""}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? "task-message-error" : undefined}
              className={inputClass}
            />
            {refusal ? (
              <p id="task-message-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
                {t(refusal.error)}
              </p>
            ) : null}
          </div>
          <AttachmentsField />
          <button type="submit" className={buttonStyles.primary} aria-disabled={sending || undefined}>
            {t("tasks.chat.send")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="task-timeline">
        <h2 id="task-timeline" className="text-xl font-bold">
          {t("tasks.timeline.title")}
        </h2>
        <ol className="mt-3 space-y-2 border-l-2 border-gray-300 pl-4" data-testid="timeline">
          {workroom.events.map((event) => (
            <li key={event.id}>
              <span className="text-sm text-muted">{formatViennaDateTime(event.createdAt, language)}</span> — {eventText(event, t)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
