import { data } from "react-router";
import type { Route } from "./+types/admin.message";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { intentOf } from "../features/admin-kit/admin-form.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { recordIdOf } from "../lib/ids.ts";
import { runMessageAction } from "../features/admin/messages/message-actions.server.ts";
import { MessageDetailScreen } from "../features/admin/messages/message-detail-screen.tsx";
import { openMessage } from "../features/admin/messages/message-detail.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const messageId = recordIdOf(params.messageId);
  const message = messageId === null ? null : await openMessage(db, messageId);
  if (!message) throw data(null, { status: 404 });
  return { title: translator(languageOfRequest(request))("admin.messages.detailTitle", { subject: message.subject }), message };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const { db, publicUrl, mail } = context.get(servicesContext);
  const messageId = recordIdOf(params.messageId);
  if (messageId === null) throw data(null, { status: 404 });
  const form = await readForm(request);
  const result = await runMessageAction(db, admin, messageId, intentOf(form), form, { publicUrl, companyInbox: mail.companyInbox });
  if (result.ok) return { success: result.success };
  if (result.status === 404) throw data(null, { status: 404 });
  return data({ error: result.error, fieldErrors: result.fieldErrors, body: result.body }, { status: result.status });
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <MessageDetailScreen message={loaderData.message} outcome={actionData} />;
}
