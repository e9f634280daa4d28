import { data } from "react-router";
import type { Route } from "./+types/contact";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { ContactDetails } from "../features/contact/contact-details.tsx";
import { ContactForm } from "../features/contact/contact-form.tsx";
import { submitContactMessage } from "../features/contact/contact.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.contact.title" });

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return { messages: pageMessages("contact", language) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, publicUrl, mail, clientAddressHash, clientNetworks } = context.get(servicesContext);
  const result = await submitContactMessage(db, {
    form: await readForm(request),
    language: languageOfRequest(request),
    clientAddressHash,
    clientNetworks,
    companyInbox: mail.companyInbox,
    publicUrl,
  });
  const status = { invalid: 400, rateLimited: 429, sent: 200 }[result.status];
  return data(result, { status });
}

function ContactPage({ result }: { result: Route.ComponentProps["actionData"] }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.contact.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{t("contact.intro")}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <ContactForm result={result} />
        </div>
        <ContactDetails />
      </div>
    </div>
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ContactPage result={actionData} />
    </PageMessages>
  );
}
