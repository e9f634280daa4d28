import type { Db } from "../../../db/client.ts";
import type { RequestServices } from "../../context.ts";
import type { Language } from "../../i18n/paths.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { databaseId, handOverParameters, type Selection, selectionFromQuery, selectionQuery } from "../catalog/checkout-selection.ts";
import type { CheckoutOffer } from "../orders/offer.ts";
import { createOrder, resolvePurchase, resolveSelection, SelectionUnavailableError } from "../orders/place-order.server.ts";
import { installedPaymentProvider } from "../payments/installed-provider.server.ts";
import type { PaymentMethod } from "../payments/payment-methods.ts";
import { startPayment } from "../payments/start-payment.server.ts";
import { withdrawalWaiverIn } from "../orders/withdrawal-waiver.ts";
import { type BillingErrors, type BillingFormValues, readBillingForm, validateBillingForm } from "./billing-form.ts";
import { type CountryOption, countryOptions } from "./countries.ts";
import { billingPrefill, selectionOfHandOver } from "./starting-values.server.ts";
import type { UnavailableReason } from "./unavailable-reason.ts";
import type { GateChoice } from "./checkout-gate.tsx";
import { hasWithdrawalWaiver } from "./withdrawal-waiver-field.ts";

/** What the signed-in checkout shows. */
export type CheckoutView =
  | { state: "empty" }
  | { state: "unavailable"; reason: UnavailableReason }
  | {
      state: "offer";
      offer: CheckoutOffer;
      prefill: BillingFormValues;
      countries: CountryOption[];
      /** What the installed payment provider lets the buyer pay with. */
      paymentMethods: readonly PaymentMethod[];
      /** When the offer was priced: the browser's summary applies the VAT rates of this day. */
      pricedAt: string;
    };

/**
 * Purchase Now's hand-over parameters (plugin id and option name, from the card's form or the
 * session-storage record) become the selection URL, whose price is read from the database:
 * `undefined` when the URL carries none, `notFound` when they name nothing that can be bought.
 */
async function handOverRedirect(db: Db, url: URL): Promise<{ redirectTo: string } | "notFound" | undefined> {
  const handOverPlugin = url.searchParams.get(handOverParameters.plugin);
  if (handOverPlugin === null) return undefined;
  const pluginId = databaseId.safeParse(handOverPlugin);
  const selection = pluginId.success ? await selectionOfHandOver(db, pluginId.data, url.searchParams.get(handOverParameters.option)) : undefined;
  return selection ? { redirectTo: `${url.pathname}?${selectionQuery(selection)}` } : "notFound";
}

/**
 * The checkout for a signed-out visitor: the sign-in gate with the purchase the URL names, read
 * on the server, so it shows without JavaScript and the login and registration links carry it in
 * the URL (through the verification mail, into another browser). Renewals and upgrades name a
 * licence only its signed-in owner may see, so the gate repeats only purchases.
 */
export async function checkoutGateView(
  db: Db,
  { language, url }: { language: Language; url: URL },
): Promise<{ chosen: GateChoice | null } | { redirectTo: string }> {
  const handOver = await handOverRedirect(db, url);
  if (handOver !== undefined && handOver !== "notFound") return handOver;
  const selection = selectionFromQuery(url.searchParams);
  if (typeof selection === "string" || selection.kind !== "purchase") return { chosen: null };
  const resolution = await resolvePurchase(db, selection, language);
  if (!resolution.ok) return { chosen: null };
  const { plugin, option, listPriceCents } = resolution.offer;
  return { chosen: { pluginName: plugin.name, optionName: option.name, priceCents: listPriceCents } };
}

/**
 * The checkout page for a signed-in buyer: the offer the URL selects, priced from the database,
 * with the billing form's starting values; or a redirect to the selection URL when the URL
 * carries Purchase Now's hand-over (plugin id and option name), whose price is never read.
 */
export async function checkoutView(
  { db, payments }: Pick<RequestServices, "db" | "payments">,
  { user, language, url, now }: { user: CurrentUser; language: Language; url: URL; now: Date },
): Promise<CheckoutView | { redirectTo: string }> {
  const handOver = await handOverRedirect(db, url);
  if (handOver === "notFound") return { state: "unavailable", reason: "notFound" };
  if (handOver) return handOver;
  const selection = selectionFromQuery(url.searchParams);
  if (selection === "none") return { state: "empty" };
  if (selection === "malformed") return { state: "unavailable", reason: "malformed" };
  const resolution = await resolveSelection(db, selection, { userId: user.id, language, now });
  if (!resolution.ok) return { state: "unavailable", reason: resolution.problem };
  return {
    state: "offer",
    offer: resolution.offer,
    prefill: await billingPrefill(db, user),
    countries: countryOptions(language),
    paymentMethods: installedPaymentProvider(payments).paymentMethods,
    pricedAt: now.toISOString(),
  };
}

/** What the checkout action answers when it does not send the buyer on to pay. */
export type CheckoutSubmission =
  | {
      status: "invalid";
      values: BillingFormValues;
      errors: BillingErrors;
      /** Whether the consent to early delivery was ticked: sent back so the page keeps it, or asks for it. */
      withdrawalWaiver: boolean;
    }
  | { status: "unavailable"; reason: UnavailableReason }
  | { status: "paymentUnavailable"; values: BillingFormValues };

/**
 * Places the order the URL selects with the posted billing details and starts its payment.
 * Bad billing details, or no consent to delivery before the withdrawal period ends, change nothing; a selection that cannot be bought changes nothing; a
 * payment provider that fails leaves a pending order behind, which the buyer never sees and
 * which is never fulfilled.
 */
export async function submitCheckout(
  services: RequestServices,
  { user, language, url, form, now }: { user: CurrentUser; language: Language; url: URL; form: FormData; now: Date },
): Promise<CheckoutSubmission | { status: "pay"; paymentUrl: string }> {
  const selection: Selection | "none" | "malformed" = selectionFromQuery(url.searchParams);
  if (typeof selection === "string") return { status: "unavailable", reason: "malformed" };
  const values = readBillingForm(form);
  const withdrawalWaiver = hasWithdrawalWaiver(form);
  const validation = validateBillingForm(values, now);
  if (!validation.ok || !withdrawalWaiver) {
    const resolution = await resolveSelection(services.db, selection, { userId: user.id, language, now });
    if (!resolution.ok) return { status: "unavailable", reason: resolution.problem };
    return { status: "invalid", values, errors: validation.ok ? {} : validation.errors, withdrawalWaiver };
  }
  let orderId: number;
  try {
    orderId = await createOrder(
      services.db,
      {
        userId: user.id,
        language,
        selection,
        billing: validation.billing,
        provider: services.payments.provider,
        withdrawalWaiver: withdrawalWaiverIn(language),
      },
      now,
    );
  } catch (error) {
    if (error instanceof SelectionUnavailableError) return { status: "unavailable", reason: error.problem };
    throw error;
  }
  try {
    return { status: "pay", paymentUrl: await startPayment(services, orderId) };
  } catch (error) {
    services.logger.error("payment could not be started", { orderId, error: error instanceof Error ? error.message : String(error) });
    return { status: "paymentUnavailable", values };
  }
}
