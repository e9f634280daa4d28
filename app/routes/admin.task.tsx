import { data, Link } from "react-router";
import type { Route } from "./+types/admin.task";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { WorkroomControls } from "../features/tasks/admin/workroom-controls.tsx";
import { workroomAction } from "../features/tasks/task-actions.server.ts";
import { adminWorkroomHref } from "../features/tasks/task-paths.ts";
import { findTaskFor, listAssignableAdmins, loadWorkroom, markRead } from "../features/tasks/tasks.server.ts";
import { Workroom } from "../features/tasks/workroom.tsx";
import { OfferEditor } from "../features/offers/admin/offer-editor.tsx";
import { buyerOf, createOfferFromForm, loadTaskOffers, offerActionOf } from "../features/offers/offers-view.server.ts";
import { DeliveryControls } from "../features/delivery/admin/delivery-controls.tsx";
import { deliveryAction, type DeliveryProblem } from "../features/delivery/delivery-actions.server.ts";
import { DeliveryPanel } from "../features/delivery/delivery-panel.tsx";
import { deliveryActionOf } from "../features/delivery/delivery-paths.ts";
import { loadDeliveryView } from "../features/delivery/delivery-view.server.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireRecordId } from "../lib/ids.ts";
import { pageMessages, translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { hrefOf } from "../i18n/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

async function adminTask(request: Request, context: Route.LoaderArgs["context"], taskIdParam: string | undefined) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const task = await findTaskFor(db, { userId: admin.id, role: "admin" }, requireRecordId(taskIdParam));
  if (!task) throw data(null, { status: 404 });
  return { admin, task };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { task } = await adminTask(request, context, params.taskId);
  const services = context.get(servicesContext);
  const language = languageOfRequest(request);
  if (await markRead(services.db, task.id, "company")) services.taskChanges.announce(task.id);
  const buyer = await buyerOf(services.db, task.userId, new URL(request.url));
  const [workroom, admins, offers, deliveries] = await Promise.all([
    loadWorkroom(services.db, task, "company"),
    listAssignableAdmins(services.db),
    loadTaskOffers(services.db, task, buyer, language),
    loadDeliveryView(services.db, task, "company"),
  ]);
  return {
    title: translator(language)("tasks.admin.workroomTitle", { title: task.title }),
    messages: { ...pageMessages("tasks", language), ...pageMessages("offers", language), ...pageMessages("delivery", language) },
    workroom,
    admins,
    offers,
    deliveries,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { admin, task } = await adminTask(request, context, params.taskId);
  const services = context.get(servicesContext);
  const href = adminWorkroomHref(task.id, languageOfRequest(request));
  if (offerActionOf(new URL(request.url)) === "create") {
    const answer = await createOfferFromForm(services.db, await readForm(request), task.id, admin.id, href, services.publicUrl);
    services.taskChanges.announce(task.id);
    return answer;
  }
  const delivery = deliveryActionOf(new URL(request.url));
  if (delivery) return deliveryAction(request, services, delivery, { userId: admin.id, side: "company" }, task.id, href);
  return workroomAction(request, services, { userId: admin.id, role: "admin" }, task, href);
}

const deliveryProblemOf = (actionData: unknown) =>
  actionData && typeof actionData === "object" && "deliveryProblem" in actionData ? (actionData as DeliveryProblem).deliveryProblem : undefined;

function BackToInbox() {
  const { t, language } = useI18n();
  return (
    <p className="mb-4">
      <Link to={hrefOf("adminTasks", language)} className="font-medium text-brand-700 underline underline-offset-2">
        {t("tasks.admin.back")}
      </Link>
    </p>
  );
}

export default function AdminTask({ loaderData, actionData }: Route.ComponentProps) {
  const { workroom, admins, offers, deliveries } = loaderData;
  const offerProblem = actionData && "offerEditor" in actionData ? actionData.offerEditor : undefined;
  return (
    <PageMessages messages={loaderData.messages}>
      <BackToInbox />
      <Workroom
        workroom={workroom}
        side="company"
        refusal={actionData && ("offerEditor" in actionData || "deliveryProblem" in actionData) ? undefined : actionData}
        controls={
          <>
            <WorkroomControls state={workroom.task.state} assignedAdminId={workroom.task.assignedAdminId} admins={admins} />
            <OfferEditor view={offers} problem={offerProblem} />
            <DeliveryPanel view={deliveries} side="company" problem={deliveryProblemOf(actionData)}>
              <DeliveryControls view={deliveries} problem={deliveryProblemOf(actionData)} />
            </DeliveryPanel>
          </>
        }
      />
    </PageMessages>
  );
}
