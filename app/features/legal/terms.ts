import type { MessageKey } from "../../i18n/catalogues.ts";
import type { LegalSection } from "./legal-document.ts";

export interface TermsSection extends LegalSection {
  clauses: readonly MessageKey[];
}

/** The terms' section on plugin licences: what the checkout and the plugin pages link. */
export const pluginLicenseTermsAnchor = "terms-plugin-licences";

/**
 * The General Terms and Conditions of everything the site sells (their figures: docs/requirements.md):
 * plugin licences from the shop and work on the task platform, in the order of an Austrian company's
 * AGB. Each clause is one catalogue text; numbers follow from the order here, and the scope names
 * the sections by title, not by number.
 */
export const termsSections = [
  {
    id: "terms-scope",
    title: "legal.terms.scope.title",
    clauses: ["legal.terms.scope.1", "legal.terms.scope.2", "legal.terms.scope.3", "legal.terms.scope.4"],
  },
  {
    id: pluginLicenseTermsAnchor,
    title: "legal.terms.licenses.title",
    clauses: ["legal.terms.licenses.1", "legal.terms.licenses.2", "legal.terms.licenses.3", "legal.terms.licenses.4", "legal.terms.licenses.5"],
  },
  {
    id: "terms-contract",
    title: "legal.terms.contract.title",
    clauses: ["legal.terms.contract.1", "legal.terms.contract.2", "legal.terms.contract.3", "legal.terms.contract.4", "legal.terms.contract.5"],
  },
  {
    id: "terms-services",
    title: "legal.terms.services.title",
    clauses: ["legal.terms.services.1", "legal.terms.services.2", "legal.terms.services.3"],
  },
  {
    id: "terms-cooperation",
    title: "legal.terms.cooperation.title",
    clauses: ["legal.terms.cooperation.1", "legal.terms.cooperation.2", "legal.terms.cooperation.3"],
  },
  {
    id: "terms-delivery",
    title: "legal.terms.delivery.title",
    clauses: ["legal.terms.delivery.1", "legal.terms.delivery.2", "legal.terms.delivery.3", "legal.terms.delivery.4"],
  },
  {
    id: "terms-payment",
    title: "legal.terms.payment.title",
    clauses: [
      "legal.terms.payment.1",
      "legal.terms.payment.2",
      "legal.terms.payment.3",
      "legal.terms.payment.4",
      "legal.terms.payment.5",
      "legal.terms.payment.6",
    ],
  },
  {
    id: "terms-cancellation",
    title: "legal.terms.cancellation.title",
    clauses: ["legal.terms.cancellation.1", "legal.terms.cancellation.2", "legal.terms.cancellation.3"],
  },
  {
    id: "terms-warranty",
    title: "legal.terms.warranty.title",
    clauses: ["legal.terms.warranty.1", "legal.terms.warranty.2", "legal.terms.warranty.3"],
  },
  {
    id: "terms-liability",
    title: "legal.terms.liability.title",
    clauses: [
      "legal.terms.liability.1",
      "legal.terms.liability.2",
      "legal.terms.liability.3",
      "legal.terms.liability.4",
      "legal.terms.liability.5",
      "legal.terms.liability.6",
    ],
  },
  { id: "terms-data", title: "legal.terms.data.title", clauses: ["legal.terms.data.1", "legal.terms.data.2", "legal.terms.data.3"] },
  { id: "terms-non-solicitation", title: "legal.terms.nonSolicitation.title", clauses: ["legal.terms.nonSolicitation.1"] },
  {
    id: "terms-rights",
    title: "legal.terms.rights.title",
    clauses: ["legal.terms.rights.1", "legal.terms.rights.2", "legal.terms.rights.3", "legal.terms.rights.4"],
  },
  { id: "terms-law", title: "legal.terms.law.title", clauses: ["legal.terms.law.1", "legal.terms.law.2", "legal.terms.law.3"] },
  { id: "terms-final", title: "legal.terms.final.title", clauses: ["legal.terms.final.1", "legal.terms.final.2", "legal.terms.final.3"] },
] as const satisfies readonly TermsSection[];
