import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { company } from "../../company.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { countryName, postalAddressLines } from "./postal-address.ts";

export const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";

/** A phone number as a `tel:` link; the link target keeps only the digits and the leading "+". */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className={linkClass} href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
      {phone}
    </a>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a className={linkClass} href={`mailto:${email}`}>
      {email}
    </a>
  );
}

/** A link to another site, labelled with its address as legal texts cite it. */
export function WebLink({ href }: { href: string }) {
  return (
    <a className={linkClass} href={href}>
      {href.replace(/^https:\/\//, "").replace(/\/$/, "")}
    </a>
  );
}

/** What the placeholders of the legal texts stand for: the company's details and the links they mention. */
export function useLegalValues(): Record<string, ReactNode> {
  const { t, language } = useI18n();
  const addressLines = postalAddressLines(company, language);
  return {
    company: company.legalName,
    companyName: company.name,
    legalForm: company.legalForm,
    city: company.city,
    country: countryName(company.country, language),
    address: addressLines.join(", "),
    postalAddress: addressLines.map((line, index) => (
      <Fragment key={line}>
        {index > 0 ? <br /> : null}
        {line}
      </Fragment>
    )),
    managingDirector: company.managingDirector,
    commercialRegister: company.commercialRegister,
    vatId: company.vatId,
    chamber: company.chamber,
    professionalGroup: company.professionalGroup,
    tradeLicense: company.tradeLicense,
    tradeAuthority: company.tradeAuthority,
    phone: <PhoneLink phone={company.phone} />,
    email: <EmailLink email={company.email} />,
    ris: <WebLink href="https://www.ris.bka.gv.at/" />,
    ombudsstelle: <WebLink href="https://www.ombudsstelle.at/" />,
    stripePrivacy: <WebLink href="https://stripe.com/privacy" />,
    privacyPolicy: (
      <Link className={linkClass} to={hrefOf("privacy", language)}>
        {t("legal.link.privacyPolicy")}
      </Link>
    ),
    withdrawalPolicy: (
      <Link className={linkClass} to={hrefOf("withdrawalPolicy", language)}>
        {t("legal.withdrawal.policyLink")}
      </Link>
    ),
    withdrawalForm: (
      <Link className={linkClass} to={hrefOf("withdrawalForm", language)}>
        {t("legal.withdrawal.formLink")}
      </Link>
    ),
  };
}
