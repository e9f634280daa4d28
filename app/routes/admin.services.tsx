import { data } from "react-router";
import type { Route } from "./+types/admin.services";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { recordAudit } from "../features/admin-kit/audit.server.ts";
import { PageHeading } from "../features/admin-kit/page-heading.tsx";
import { amountInputOf, parsePriceCueForm } from "../features/services/admin/price-cue-form.ts";
import { type PriceCueActionData, PriceCueForms, type PriceCueRow } from "../features/services/admin/price-cue-forms.tsx";
import { priceCueText } from "../features/services/price-cue.ts";
import { servicePath, serviceTypes } from "../features/services/service-types.ts";
import { priceCuesOf, setPriceCue } from "../features/services/services.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { useI18n } from "../i18n/i18n-context.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const language = languageOfRequest(request);
  const t = translator(language);
  const cues = await priceCuesOf(context.get(servicesContext).db);
  const rows: PriceCueRow[] = serviceTypes.map((type) => {
    const cue = cues[type];
    return {
      type,
      shownNow: cue ? priceCueText(cue, language, t) : null,
      publicHref: servicePath(type, language),
      values: { kind: cue?.kind ?? "none", amount: cue ? amountInputOf(cue.amountCents, language) : "", currency: cue?.currency ?? "EUR" },
    };
  });
  return { title: t("admin.services.title"), rows };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const parsed = parsePriceCueForm(await request.formData());
  if (!parsed.ok) return data<PriceCueActionData>({ service: parsed.service, errors: parsed.errors, values: parsed.values }, { status: 400 });
  const changed = await setPriceCue(context.get(servicesContext).db, { service: parsed.service, cue: parsed.cue, actor: admin, audit: recordAudit });
  return data<PriceCueActionData>({ service: parsed.service, notice: changed ? "admin.services.saved" : "admin.services.unchanged" });
}

export default function AdminServices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeading title={loaderData.title} intro={t("admin.services.intro")} />
      <PriceCueForms rows={loaderData.rows} answer={actionData} />
    </>
  );
}
