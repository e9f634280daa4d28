import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { BillingAddress as BillingAddressFields } from "../invoices/billing-details.ts";
import { countryName } from "../invoices/invoice-format.ts";

/** An order's billing address as a postal address, with any further lines (e-mail, VAT ID) after it. */
export function BillingAddress({ billing, className = "", children }: { billing: BillingAddressFields; className?: string; children?: ReactNode }) {
  const { language } = useI18n();
  return (
    <address className={`not-italic ${className}`}>
      {billing.company ? <span className="block">{billing.company}</span> : null}
      <span className="block">
        {billing.firstName} {billing.lastName}
      </span>
      <span className="block">{billing.address}</span>
      <span className="block">
        {billing.postalCode} {billing.city}
      </span>
      <span className="block">{countryName(billing.country, language)}</span>
      {children}
    </address>
  );
}
