import { data } from "react-router";
import type { Route } from "./+types/tasks.workroom";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";
import { workroomAction } from "../features/tasks/task-actions.server.ts";
import { workroomHref } from "../features/tasks/task-paths.ts";
import { findTaskFor, loadWorkroom, markRead } from "../features/tasks/tasks.server.ts";
import { Workroom } from "../features/tasks/workroom.tsx";
import { OffersPanel } from "../features/offers/offers-panel.tsx";
import { acceptOfferFromForm, buyerOf, loadTaskOffers, offerActionOf } from "../features/offers/offers-view.server.ts";
import { deliveryAction, type DeliveryProblem } from "../features/delivery/delivery-actions.server.ts";
import { DeliveryPanel } from "../features/delivery/delivery-panel.tsx";
import { deliveryActionOf } from "../features/delivery/delivery-paths.ts";
import { loadDeliveryView } from "../features/delivery/delivery-view.server.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireRecordId } from "../lib/ids.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: "page.taskWorkroom.title", titleText: loaderData?.workroom.task.title });

/** Every task's workroom for its client (admins have theirs below /admin); anyone else's task is a 404. */
async function ownTask(request: Request, context: Route.LoaderArgs["context"], taskIdParam: string | undefined) {
  const user = requireUser(request, context);
  const { db } = context.get(servicesContext);
  const task = await findTaskFor(db, { userId: user.id, role: "customer" }, requireRecordId(taskIdParam));
  if (!task) throw data(null, { status: 404 });
  return { user, task };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, task } = await ownTask(request, context, params.taskId);
  const services = context.get(servicesContext);
  const language = languageOfRequest(request);
  if (await markRead(services.db, task.id, "client")) services.taskChanges.announce(task.id);
  const buyer = await buyerOf(services.db, user.id, new URL(request.url));
  const [workroom, offers, deliveries] = await Promise.all([
    loadWorkroom(services.db, task, "client"),
    loadTaskOffers(services.db, task, buyer, language),
    loadDeliveryView(services.db, task, "client"),
  ]);
  return {
    messages: { ...pageMessages("tasks", language), ...pageMessages("offers", language), ...pageMessages("delivery", language) },
    workroom,
    offers,
    deliveries,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, task } = await ownTask(request, context, params.taskId);
  const services = context.get(servicesContext);
  const language = languageOfRequest(request);
  const href = workroomHref(task.id, language);
  if (offerActionOf(new URL(request.url)) === "accept") {
    const answer = await acceptOfferFromForm(services.db, await readForm(request), task, language, href, services.publicUrl);
    services.taskChanges.announce(task.id);
    return answer;
  }
  const delivery = deliveryActionOf(new URL(request.url));
  if (delivery) return deliveryAction(request, services, delivery, { userId: user.id, side: "client" }, task.id, href);
  return workroomAction(request, services, { userId: user.id, role: "customer" }, task, href);
}

const deliveryProblemOf = (actionData: unknown) =>
  actionData && typeof actionData === "object" && "deliveryProblem" in actionData ? (actionData as DeliveryProblem).deliveryProblem : undefined;

export default function TaskWorkroom({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <div className="mx-auto max-w-4xl px-4 py-12">
        <Workroom
          workroom={loaderData.workroom}
          side="client"
          refusal={actionData && ("offerProblem" in actionData || "deliveryProblem" in actionData) ? undefined : actionData}
          controls={
            <>
              <OffersPanel view={loaderData.offers} problem={actionData && "offerProblem" in actionData ? actionData.offerProblem : undefined} canAccept />
              <DeliveryPanel view={loaderData.deliveries} side="client" problem={deliveryProblemOf(actionData)} />
            </>
          }
        />
      </div>
    </PageMessages>
  );
}
