import { Settings } from "lucide-react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { company } from "../../company.ts";
import { openCookieSettings } from "../consent/consent-store.ts";
import { numberSections } from "./legal-document.ts";
import { LegalPage } from "./legal-page.tsx";
import { EmailLink, PhoneLink, useLegalValues, WebLink } from "./legal-values.tsx";
import { PostalAddressBlock } from "./postal-address.tsx";
import { cookieCategories, dataProtectionAuthority, type PrivacyBlock, privacySections, type ProcessingFacts, storageKindLabels } from "./privacy.ts";
import { RichText } from "./rich-text.tsx";
import type { TocEntry } from "./table-of-contents.tsx";

const factLabels: Record<keyof ProcessingFacts, MessageKey> = {
  data: "legal.privacy.label.data",
  purpose: "legal.privacy.label.purpose",
  legalBasis: "legal.privacy.label.legalBasis",
  retention: "legal.privacy.label.retention",
};

const definitionRow = "gap-4 py-3 sm:grid sm:grid-cols-[10rem_minmax(0,1fr)]";

function Processing({ facts }: { facts: ProcessingFacts }) {
  const { t } = useI18n();
  return (
    <dl className="divide-y divide-gray-200 border-y border-gray-200">
      {(Object.keys(factLabels) as (keyof ProcessingFacts)[]).map((fact) => (
        <div key={fact} className={definitionRow}>
          <dt className="font-semibold">{t(factLabels[fact])}</dt>
          <dd className="mt-1 sm:mt-0">{t(facts[fact])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The banner's categories with everything stored in each; the labels are the banner's own texts. */
function CookieCategories() {
  const { t } = useI18n();
  return (
    <div className="space-y-8">
      {cookieCategories.map(({ category, description, items }) => (
        <div key={category} data-category={category}>
          <h3 className="text-lg font-bold">{t(`consent.category.${category}.label`)}</h3>
          <p className="mt-2">{t(description)}</p>
          {items.length === 0 ? (
            <p className="mt-2 text-muted">{t("legal.privacy.cookies.noTools")}</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {items.map((item) => (
                <li key={item.name} className="rounded-lg border border-gray-200 p-4">
                  <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-sm font-semibold">{item.name}</code>
                  <dl className="mt-3 space-y-2 text-sm">
                    <div className="sm:grid sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
                      <dt className="font-semibold">{t("legal.privacy.cookies.label.kind")}</dt>
                      <dd>{t(storageKindLabels[item.kind])}</dd>
                    </div>
                    <div className="sm:grid sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
                      <dt className="font-semibold">{t("legal.privacy.label.purpose")}</dt>
                      <dd>{t(item.purpose)}</dd>
                    </div>
                    <div className="sm:grid sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
                      <dt className="font-semibold">{t("legal.privacy.cookies.label.duration")}</dt>
                      <dd>{t(item.duration)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}

function Block({ block }: { block: PrivacyBlock }) {
  const { t } = useI18n();
  const values = useLegalValues();
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <RichText text={t(block.text)} values={values} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={t(item)} values={values} />
            </li>
          ))}
        </ul>
      );
    case "processing":
      return <Processing facts={block.facts} />;
    case "controller":
      return (
        <div className="rounded-lg border border-gray-200 bg-gray-50 p-4">
          <PostalAddressBlock name={company.legalName} address={company} className="font-semibold" />
          <p className="mt-2">
            <RichText text={t("legal.privacy.controller.contact")} values={values} />
          </p>
        </div>
      );
    case "cookieCategories":
      return <CookieCategories />;
    case "cookieSettings":
      return (
        <button
          type="button"
          onClick={openCookieSettings}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 border-brand-700 bg-white px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Settings aria-hidden="true" className="h-4 w-4" />
          {t("legal.link.cookieSettings")}
        </button>
      );
    case "authority":
      return (
        <div className="rounded-lg border border-gray-200 bg-gray-50 p-4">
          <PostalAddressBlock name={t("legal.privacy.authority.name")} address={dataProtectionAuthority.address} className="font-semibold" />
          <p className="mt-2">
            <RichText
              text={t("legal.privacy.authority.contact")}
              values={{
                phone: <PhoneLink phone={dataProtectionAuthority.phone} />,
                email: <EmailLink email={dataProtectionAuthority.email} />,
                website: <WebLink href={dataProtectionAuthority.website} />,
              }}
            />
          </p>
        </div>
      );
  }
}

/** The privacy policy (GDPR Art. 13) with a table of contents. */
export function PrivacyPolicy() {
  const { t } = useI18n();
  const sections = numberSections(privacySections);
  const toc: TocEntry[] = sections.map(({ section, number, href }) => ({ href, label: `${number}. ${t(section.title)}` }));
  return (
    <LegalPage
      title={t("page.privacy.title")}
      toc={toc}
      intro={
        <>
          <p>{t("legal.privacy.intro")}</p>
          <p className="mt-2 text-sm">{t("legal.version")}</p>
        </>
      }
    >
      {sections.map(({ section, number }) => (
        <section key={section.id} id={section.id} className="scroll-mt-24">
          <h2 className="text-2xl font-bold tracking-tight">
            {number}. {t(section.title)}
          </h2>
          <div className="mt-4 space-y-4">
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </LegalPage>
  );
}
