import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { textLinkClass } from "./link-styles.ts";

function InfoSection({ id, title, children }: { id: string; title: MessageKey; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {t(title)}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}

const tiers = ["single", "five", "unlimited"] as const;
const activationSteps = ["licenses.info.activation.step1", "licenses.info.activation.step2", "licenses.info.activation.step3"] as const;

/** What the Licenses page explains: tiers and term, activation, updates, renewal and upgrades. */
export function LicensesInfo() {
  const { t, language } = useI18n();
  return (
    <div className="space-y-10">
      <InfoSection id="licenses-tiers" title="licenses.info.tiers.title">
        <p>{t("licenses.info.tiers.text")}</p>
        <ul className="space-y-2">
          {tiers.map((tier) => (
            <li key={tier} className="rounded-md border border-gray-200 px-4 py-3">
              <strong className="font-semibold">{t(`licenses.info.tiers.${tier}.name`)}</strong> – {t(`licenses.info.tiers.${tier}.text`)}
            </li>
          ))}
        </ul>
        <p>{t("licenses.info.tiers.term")}</p>
        <p>
          <Link to={hrefOf("plugins", language)} className={textLinkClass}>
            {t("licenses.info.pluginsLink")}
          </Link>
        </p>
      </InfoSection>
      <InfoSection id="licenses-activation" title="licenses.info.activation.title">
        <ol className="list-decimal space-y-1 pl-6">
          {activationSteps.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
        <p>{t("licenses.info.activation.staging")}</p>
        <p>{t("licenses.info.activation.move")}</p>
      </InfoSection>
      <InfoSection id="licenses-updates" title="licenses.info.updates.title">
        <p>{t("licenses.info.updates.text")}</p>
      </InfoSection>
      <InfoSection id="licenses-renewal" title="licenses.info.renewal.title">
        <p>{t("licenses.info.renewal.text")}</p>
      </InfoSection>
      <InfoSection id="licenses-upgrades" title="licenses.info.upgrades.title">
        <p>{t("licenses.info.upgrades.text")}</p>
        <p>
          <Link to={hrefOf("myLicenses", language)} className={textLinkClass}>
            {t("licenses.info.myLicensesLink")}
          </Link>
        </p>
      </InfoSection>
    </div>
  );
}
