import { accountsDe } from "./de/accounts.ts";
import { adminDe } from "./de/admin.ts";
import { blogDe } from "./de/blog.ts";
import { catalogDe } from "./de/catalog.ts";
import { commonDe } from "./de/common.ts";
import { consentDe } from "./de/consent.ts";
import { contactDe } from "./de/contact.ts";
import { docsDe } from "./de/docs.ts";
import { legalDe } from "./de/legal.ts";
import { marketingDe } from "./de/marketing.ts";
import { seoDe } from "./de/seo.ts";
import { accountsEn } from "./en/accounts.ts";
import { adminEn } from "./en/admin.ts";
import { blogEn } from "./en/blog.ts";
import { catalogEn } from "./en/catalog.ts";
import { commonEn } from "./en/common.ts";
import { consentEn } from "./en/consent.ts";
import { contactEn } from "./en/contact.ts";
import { docsEn } from "./en/docs.ts";
import { legalEn } from "./en/legal.ts";
import { marketingEn } from "./en/marketing.ts";
import { seoEn } from "./en/seo.ts";
import { checkoutDe } from "./de/checkout.ts";
import { ordersDe } from "./de/orders.ts";
import { invoicesDe } from "./de/invoices.ts";
import { licensesDe } from "./de/licenses.ts";
import { licenseApiDe } from "./de/licenseApi.ts";
import { checkoutEn } from "./en/checkout.ts";
import { ordersEn } from "./en/orders.ts";
import { invoicesEn } from "./en/invoices.ts";
import { licensesEn } from "./en/licenses.ts";
import { licenseApiEn } from "./en/licenseApi.ts";
import { adminPluginsDe } from "./de/admin-plugins.ts";
import { adminPluginsEn } from "./en/admin-plugins.ts";
import { adminContentDe } from "./de/admin-content.ts";
import { adminContentEn } from "./en/admin-content.ts";
import { adminOrdersDe } from "./de/admin-orders.ts";
import { adminOrdersEn } from "./en/admin-orders.ts";
import { adminLicensesDe } from "./de/admin-licenses.ts";
import { adminLicensesEn } from "./en/admin-licenses.ts";
import { adminPeopleDe } from "./de/admin-people.ts";
import { adminPeopleEn } from "./en/admin-people.ts";
import { adminAccountingDe } from "./de/admin-accounting.ts";
import { adminAccountingEn } from "./en/admin-accounting.ts";
import { adminWorkspaceDe } from "./de/admin-workspace.ts";
import { adminWorkspaceEn } from "./en/admin-workspace.ts";
import { adminServicesDe } from "./de/admin-services.ts";
import { adminServicesEn } from "./en/admin-services.ts";
import { servicesDe } from "./de/services.ts";
import { servicesEn } from "./en/services.ts";
import { adminCreditsDe } from "./de/admin-credits.ts";
import { creditsDe } from "./de/credits.ts";
import { adminCreditsEn } from "./en/admin-credits.ts";
import { creditsEn } from "./en/credits.ts";
import { creditRefundsDe } from "./de/credit-refunds.ts";
import { creditRefundsEn } from "./en/credit-refunds.ts";
import { accountClosureDe } from "./de/account-closure.ts";
import { serviceRevenueDe } from "./de/service-revenue.ts";
import { serviceRevenueEn } from "./en/service-revenue.ts";
import { accountClosureEn } from "./en/account-closure.ts";
import { offersDe } from "./de/offers.ts";
import { offersEn } from "./en/offers.ts";
import { tasksDe } from "./de/tasks.ts";
import { tasksEn } from "./en/tasks.ts";
import { deliveryDe } from "./de/delivery.ts";
import { deliveryEn } from "./en/delivery.ts";
import { interpolate } from "./interpolate.ts";
import type { Language } from "./paths.ts";

/**
 * One catalogue per language, assembled from one file per area so each feature owns its texts.
 * The layout areas ride along with the root loader on every page; the long texts of single pages
 * (page areas) are sent only by the loader of the page that shows them, see `pageMessages`.
 */
const layoutEn = { ...commonEn, ...consentEn, ...seoEn, ...catalogEn };
const layoutDe = { ...commonDe, ...consentDe, ...seoDe, ...catalogDe };
/** The admin area's texts: the shell's own plus one file per section. */
const adminAreaEn = {
  ...adminEn,
  ...adminPluginsEn,
  ...adminContentEn,
  ...adminOrdersEn,
  ...adminLicensesEn,
  ...adminPeopleEn,
  ...adminWorkspaceEn,
  ...adminAccountingEn,
  ...adminServicesEn,
  ...creditsEn,
  ...adminCreditsEn,
  ...serviceRevenueEn,
};
const adminAreaDe = {
  ...adminDe,
  ...adminPluginsDe,
  ...adminContentDe,
  ...adminOrdersDe,
  ...adminLicensesDe,
  ...adminPeopleDe,
  ...adminWorkspaceDe,
  ...adminAccountingDe,
  ...adminServicesDe,
  ...creditsDe,
  ...adminCreditsDe,
  ...serviceRevenueDe,
};
const pageAreas = {
  marketing: { en: marketingEn, de: marketingDe },
  services: { en: servicesEn, de: servicesDe },
  legal: { en: legalEn, de: legalDe },
  contact: { en: contactEn, de: contactDe },
  docs: { en: docsEn, de: docsDe },
  blog: { en: blogEn, de: blogDe },
  admin: { en: adminAreaEn, de: adminAreaDe },
  accounts: { en: accountsEn, de: accountsDe },
  checkout: { en: checkoutEn, de: checkoutDe },
  orders: { en: ordersEn, de: ordersDe },
  invoices: { en: invoicesEn, de: invoicesDe },
  licenses: { en: licensesEn, de: licensesDe },
  licenseApi: { en: licenseApiEn, de: licenseApiDe },
  credits: { en: { ...creditsEn, ...creditRefundsEn }, de: { ...creditsDe, ...creditRefundsDe } },
  tasks: { en: tasksEn, de: tasksDe },
  offers: { en: offersEn, de: offersDe },
  accountClosure: { en: accountClosureEn, de: accountClosureDe },
  delivery: { en: deliveryEn, de: deliveryDe },
};
export type PageArea = keyof typeof pageAreas;

export const en = {
  ...layoutEn,
  ...marketingEn,
  ...servicesEn,
  ...legalEn,
  ...contactEn,
  ...docsEn,
  ...blogEn,
  ...adminAreaEn,
  ...accountsEn,
  ...checkoutEn,
  ...ordersEn,
  ...invoicesEn,
  ...licensesEn,
  ...licenseApiEn,
  ...creditsEn,
  ...creditRefundsEn,
  ...tasksEn,
  ...offersEn,
  ...accountClosureEn,
  ...deliveryEn,
};
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export const de: Catalogue = {
  ...layoutDe,
  ...marketingDe,
  ...servicesDe,
  ...legalDe,
  ...contactDe,
  ...docsDe,
  ...blogDe,
  ...adminAreaDe,
  ...accountsDe,
  ...checkoutDe,
  ...ordersDe,
  ...invoicesDe,
  ...licensesDe,
  ...licenseApiDe,
  ...creditsDe,
  ...creditRefundsDe,
  ...tasksDe,
  ...offersDe,
  ...accountClosureDe,
  ...deliveryDe,
};

export const catalogues: Record<Language, Catalogue> = { de, en };

/** The texts of some or all areas; a page adds its own to those of the layout. */
export type Messages = Partial<Catalogue>;

export const layoutMessages: Record<Language, Messages> = { de: layoutDe, en: layoutEn };

/** The texts a page's loader sends for its own area. */
export function pageMessages(area: PageArea, language: Language): Messages {
  return pageAreas[area][language];
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const catalogue = catalogues[language];
  return (key, values) => interpolate(catalogue[key], values);
}
