import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { Database, TasksTable } from "../../../db/schema.ts";
import { displayNameOf } from "../accounts/current-user.ts";
import { closedTaskStates, isTaskState, otherSide, type ServiceType, type TaskSide, type TaskState } from "./task-rules.ts";

/** Who looks at a task: its client sees only their own, every admin sees all (as the company). */
export interface TaskViewer {
  userId: number;
  role: "customer" | "admin";
}

export const sideOf = (viewer: TaskViewer): TaskSide => (viewer.role === "admin" ? "company" : "client");

export interface TaskFields {
  title: string;
  description: string;
  serviceType: ServiceType;
  desiredDate: string | null;
  budgetHint: string | null;
}

/** A file already scanned and put in the file store, ready to be recorded with its task or message. */
export interface StoredUpload {
  fileKey: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface TaskRow {
  id: number;
  userId: number;
  title: string;
  description: string;
  serviceType: string;
  desiredDate: string | null;
  budgetHint: string | null;
  state: TaskState;
  assignedAdminId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The timeline's entries of part 1; offers and delivery add theirs (free strings in `task_events.kind`). */
type TaskEventKind = "created" | "state_changed" | "assigned";

function nameOfUser(row: { display_name: string | null; first_name: string | null; last_name: string | null; username: string; email: string }): string {
  return displayNameOf({ displayName: row.display_name, firstName: row.first_name, lastName: row.last_name, username: row.username, email: row.email });
}

function taskRowOf(row: Selectable<TasksTable>): TaskRow {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    serviceType: row.service_type,
    desiredDate: row.desired_date,
    budgetHint: row.budget_hint,
    // A state another branch wrote and this code does not know yet reads as "new" rather than failing the page.
    state: isTaskState(row.state) ? row.state : "new",
    assignedAdminId: row.assigned_admin_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function recordEvent(trx: Db, taskId: number, kind: TaskEventKind, actorUserId: number | null, detail: Record<string, unknown>, at: string) {
  await trx
    .insertInto("task_events")
    .values({ task_id: taskId, kind, actor_user_id: actorUserId, detail: JSON.stringify(detail), created_at: at })
    .execute();
}

async function recordAttachments(trx: Db, taskId: number, messageId: number | null, uploaderId: number, uploads: readonly StoredUpload[], at: string) {
  if (uploads.length === 0) return;
  await trx
    .insertInto("task_attachments")
    .values(
      uploads.map((upload) => ({
        task_id: taskId,
        message_id: messageId,
        uploaded_by_user_id: uploaderId,
        file_key: upload.fileKey,
        filename: upload.filename,
        content_type: upload.contentType,
        size: upload.size,
        sha256: upload.sha256,
        created_at: at,
      })),
    )
    .execute();
}

/** Creates a task with its files, both sides' read marks and the first timeline entry, in one transaction; answers its id. */
export async function createTask(db: Db, clientId: number, fields: TaskFields, uploads: readonly StoredUpload[], now = new Date()): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("tasks")
      .values({
        user_id: clientId,
        title: fields.title,
        description: fields.description,
        service_type: fields.serviceType,
        desired_date: fields.desiredDate,
        budget_hint: fields.budgetHint,
        state: "new",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("task_read_marks")
      .values([
        { task_id: id, side: "client", updated_at: at },
        { task_id: id, side: "company", updated_at: at },
      ])
      .execute();
    await recordEvent(trx, id, "created", clientId, {}, at);
    await recordAttachments(trx, id, null, clientId, uploads, at);
    return id;
  });
}

/** The task, if `viewer` may see it: its own client or an admin. Anyone else gets nothing, as if there were no such task. */
export async function findTaskFor(db: Db, viewer: TaskViewer, taskId: number): Promise<TaskRow | undefined> {
  let query = db.selectFrom("tasks").selectAll().where("id", "=", taskId);
  if (viewer.role !== "admin") query = query.where("user_id", "=", viewer.userId);
  const row = await query.executeTakeFirst();
  return row && taskRowOf(row);
}

/** Bytes of files a task holds already, the chat's included: the 100 MB per task counts them all. */
export async function attachedBytes(db: Db, taskId: number): Promise<number> {
  const row = await db
    .selectFrom("task_attachments")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string | bigint>("size"), sql<number>`0`).as("bytes"))
    .where("task_id", "=", taskId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Adds a chat message (with its files) from one side, in the caller's transaction if it has one; answers its id. */
export async function postMessage(
  db: Db,
  message: { taskId: number; authorId: number; side: TaskSide; body: string; uploads: readonly StoredUpload[] },
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  // A delivery or defect report posts its message inside its own transaction.
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (trx) => {
    const { id } = await trx
      .insertInto("task_messages")
      .values({ task_id: message.taskId, author_user_id: message.authorId, side: message.side, body: message.body, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAttachments(trx, message.taskId, id, message.authorId, message.uploads, at);
    await trx.updateTable("tasks").set({ updated_at: at }).where("id", "=", message.taskId).execute();
    return id;
  });
}

/**
 * Marks every message of the other side as read by `side`; true when there was something new to
 * mark. Only then does it write: a write tells the workroom's watchers, who load it again.
 */
export async function markRead(db: Db, taskId: number, side: TaskSide, now = new Date()): Promise<boolean> {
  const newest = await db
    .selectFrom("task_messages")
    .select((eb) => eb.fn.max("id").as("id"))
    .where("task_id", "=", taskId)
    .where("side", "=", otherSide(side))
    .executeTakeFirst();
  const newestId = Number(newest?.id ?? 0);
  if (newestId === 0) return false;
  const marked = await db
    .updateTable("task_read_marks")
    .set({ read_through_message_id: newestId, updated_at: now.toISOString() })
    .where("task_id", "=", taskId)
    .where("side", "=", side)
    .where("read_through_message_id", "<", newestId)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}

/** Moves a task to another state (the company's decision), with a timeline entry; nothing when it is there already. */
export async function changeTaskState(db: Db, taskId: number, state: TaskState, actorId: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("tasks").select("state").where("id", "=", taskId).executeTakeFirst();
    if (!current || current.state === state) return false;
    await trx.updateTable("tasks").set({ state, updated_at: at }).where("id", "=", taskId).execute();
    await recordEvent(trx, taskId, "state_changed", actorId, { from: current.state, to: state }, at);
    return true;
  });
}

/** Hands a task to an admin (or to nobody, null); answers false when `adminId` is no admin. */
export async function assignTask(db: Db, taskId: number, adminId: number | null, actorId: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (adminId !== null) {
      const admin = await trx
        .selectFrom("users")
        .select("id")
        .where("id", "=", adminId)
        .where("role", "=", "admin")
        .where("disabled_at", "is", null)
        .executeTakeFirst();
      if (!admin) return false;
    }
    const changed = await trx
      .updateTable("tasks")
      .set({ assigned_admin_id: adminId, updated_at: at })
      .where("id", "=", taskId)
      .where((eb) =>
        adminId === null ? eb("assigned_admin_id", "is not", null) : eb.or([eb("assigned_admin_id", "is", null), eb("assigned_admin_id", "!=", adminId)]),
      )
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return true;
    await recordEvent(trx, taskId, "assigned", actorId, { adminId }, at);
    return true;
  });
}

/** The messages of the other side that `side` has not read yet, per task. */
function unreadCountOf(side: TaskSide) {
  return (eb: ExpressionBuilder<Database, "tasks">) =>
    eb
      .selectFrom("task_messages")
      .innerJoin("task_read_marks", (join) => join.onRef("task_read_marks.task_id", "=", "task_messages.task_id").on("task_read_marks.side", "=", side))
      .select((inner) => inner.fn.countAll<number | string | bigint>().as("count"))
      .whereRef("task_messages.task_id", "=", "tasks.id")
      .where("task_messages.side", "=", otherSide(side))
      .whereRef("task_messages.id", ">", "task_read_marks.read_through_message_id")
      .as("unread");
}

export interface TaskSummary {
  id: number;
  title: string;
  serviceType: string;
  state: TaskState;
  createdAt: string;
  updatedAt: string;
  unread: number;
}

/** A client's tasks, newest activity first, each with the company's messages they have not read. */
export async function listClientTasks(db: Db, clientId: number): Promise<TaskSummary[]> {
  const rows = await db
    .selectFrom("tasks")
    .select(["id", "title", "service_type", "state", "created_at", "updated_at"])
    .select(unreadCountOf("client"))
    .where("user_id", "=", clientId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    serviceType: row.service_type,
    state: isTaskState(row.state) ? row.state : "new",
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    unread: Number(row.unread ?? 0),
  }));
}

export interface InboxFilters {
  state: TaskState | null;
  /** Words of a title or a client's name or email, or a task number (`12` or `#12`). */
  query: string;
}

export interface InboxTask extends TaskSummary {
  clientName: string;
  clientEmail: string;
  assignedAdminName: string | null;
}

const inboxLimit = 200;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&").toLowerCase()}%`;
}

/** Every task for the company's inbox, filtered by state and search, with the client's messages no admin has read. */
export async function listInbox(db: Db, filters: InboxFilters): Promise<InboxTask[]> {
  let query = db
    .selectFrom("tasks")
    .innerJoin("users as client", "client.id", "tasks.user_id")
    .leftJoin("users as assignee", "assignee.id", "tasks.assigned_admin_id")
    .select([
      "tasks.id",
      "tasks.title",
      "tasks.service_type",
      "tasks.state",
      "tasks.created_at",
      "tasks.updated_at",
      "client.email as client_email",
      "client.username as client_username",
      "client.display_name as client_display_name",
      "client.first_name as client_first_name",
      "client.last_name as client_last_name",
      "assignee.email as assignee_email",
      "assignee.username as assignee_username",
      "assignee.display_name as assignee_display_name",
      "assignee.first_name as assignee_first_name",
      "assignee.last_name as assignee_last_name",
    ])
    .select(unreadCountOf("company"));
  if (filters.state) query = query.where("tasks.state", "=", filters.state);
  const text = filters.query.trim();
  if (text) {
    const number = /^#?(\d{1,9})$/.exec(text);
    const pattern = likePattern(text);
    query = query.where((eb) =>
      eb.or([
        ...(number ? [eb("tasks.id", "=", Number(number[1]))] : []),
        eb(eb.fn("lower", ["tasks.title"]), "like", pattern),
        eb(eb.fn("lower", ["client.email"]), "like", pattern),
        eb(eb.fn("lower", ["client.username"]), "like", pattern),
        eb(eb.fn("lower", [eb.fn.coalesce("client.display_name", sql<string>`''`)]), "like", pattern),
        eb(eb.fn("lower", [sql<string>`${sql.ref("client.first_name")} || ' ' || ${sql.ref("client.last_name")}`]), "like", pattern),
      ]),
    );
  }
  const rows = await query.orderBy("tasks.updated_at", "desc").orderBy("tasks.id", "desc").limit(inboxLimit).execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    serviceType: row.service_type,
    state: isTaskState(row.state) ? row.state : "new",
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    unread: Number(row.unread ?? 0),
    clientName: nameOfUser({
      display_name: row.client_display_name,
      first_name: row.client_first_name,
      last_name: row.client_last_name,
      username: row.client_username,
      email: row.client_email,
    }),
    clientEmail: row.client_email,
    assignedAdminName:
      row.assignee_email === null
        ? null
        : nameOfUser({
            display_name: row.assignee_display_name,
            first_name: row.assignee_first_name,
            last_name: row.assignee_last_name,
            username: row.assignee_username ?? "",
            email: row.assignee_email,
          }),
  }));
}

/** Tasks per state, for the inbox's tabs. */
export async function countTasksByState(db: Db): Promise<Partial<Record<TaskState, number>>> {
  const rows = await db
    .selectFrom("tasks")
    .select(["state", (eb) => eb.fn.countAll<number | string | bigint>().as("count")])
    .groupBy("state")
    .execute();
  const counts: Partial<Record<TaskState, number>> = {};
  for (const row of rows) if (isTaskState(row.state)) counts[row.state] = Number(row.count);
  return counts;
}

/** Tasks not closed: the dashboard's "open tasks". */
export async function openTaskCount(db: Db): Promise<number> {
  let query = db.selectFrom("tasks").select((eb) => eb.fn.countAll<number | string | bigint>().as("count"));
  if (closedTaskStates.length > 0) query = query.where("state", "not in", [...closedTaskStates]);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The admins a task can be assigned to. */
export async function listAssignableAdmins(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "email", "username", "display_name", "first_name", "last_name"])
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: nameOfUser(row) }));
}

export interface WorkroomAttachment {
  id: number;
  filename: string;
  size: number;
}

export interface WorkroomMessage {
  id: number;
  side: TaskSide;
  authorName: string;
  body: string;
  createdAt: string;
  attachments: WorkroomAttachment[];
  /** For the viewer's own messages: whether the other side has seen it. */
  readByOtherSide: boolean;
}

export interface WorkroomEvent {
  id: number;
  kind: string;
  actorName: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

export interface Workroom {
  task: TaskRow;
  clientName: string;
  clientEmail: string;
  files: WorkroomAttachment[];
  messages: WorkroomMessage[];
  events: WorkroomEvent[];
}

function parsedDetail(detail: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Everything a workroom shows, as `side` sees it. */
export async function loadWorkroom(db: Db, task: TaskRow, side: TaskSide): Promise<Workroom> {
  const [client, messages, attachments, events, otherMark] = await Promise.all([
    db.selectFrom("users").select(["email", "username", "display_name", "first_name", "last_name"]).where("id", "=", task.userId).executeTakeFirstOrThrow(),
    db
      .selectFrom("task_messages")
      .innerJoin("users", "users.id", "task_messages.author_user_id")
      .select([
        "task_messages.id",
        "task_messages.side",
        "task_messages.body",
        "task_messages.created_at",
        "users.email",
        "users.username",
        "users.display_name",
        "users.first_name",
        "users.last_name",
      ])
      .where("task_messages.task_id", "=", task.id)
      .orderBy("task_messages.id")
      .execute(),
    db.selectFrom("task_attachments").select(["id", "message_id", "filename", "size"]).where("task_id", "=", task.id).orderBy("id").execute(),
    db
      .selectFrom("task_events")
      .leftJoin("users", "users.id", "task_events.actor_user_id")
      .select([
        "task_events.id",
        "task_events.kind",
        "task_events.detail",
        "task_events.created_at",
        "users.email",
        "users.username",
        "users.display_name",
        "users.first_name",
        "users.last_name",
      ])
      .where("task_events.task_id", "=", task.id)
      .orderBy("task_events.id")
      .execute(),
    db.selectFrom("task_read_marks").select("read_through_message_id").where("task_id", "=", task.id).where("side", "=", otherSide(side)).executeTakeFirst(),
  ]);
  const readThrough = otherMark?.read_through_message_id ?? 0;
  const filesOf = (messageId: number | null) =>
    attachments
      .filter((attachment) => attachment.message_id === messageId)
      .map((attachment) => ({ id: attachment.id, filename: attachment.filename, size: attachment.size }));
  return {
    task,
    clientName: nameOfUser(client),
    clientEmail: client.email,
    files: filesOf(null),
    messages: messages.map((message) => ({
      id: message.id,
      side: message.side,
      authorName: nameOfUser(message),
      body: message.body,
      createdAt: message.created_at,
      attachments: filesOf(message.id),
      readByOtherSide: message.side === side && message.id <= readThrough,
    })),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      actorName: event.email === null ? null : nameOfUser({ ...event, username: event.username ?? "", email: event.email }),
      detail: parsedDetail(event.detail),
      createdAt: event.created_at,
    })),
  };
}

/** One attachment of a task, if `viewer` may see the task. */
export async function findAttachmentFor(db: Db, viewer: TaskViewer, taskId: number, attachmentId: number) {
  const task = await findTaskFor(db, viewer, taskId);
  if (!task) return undefined;
  return db
    .selectFrom("task_attachments")
    .select(["id", "file_key", "filename", "size", "sha256"])
    .where("id", "=", attachmentId)
    .where("task_id", "=", taskId)
    .executeTakeFirst();
}
