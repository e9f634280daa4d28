import { data, redirect } from "react-router";
import type { Db } from "../../../db/client.ts";
import type { CreditCurrency } from "../../../db/schema.ts";
import { type MessageKey, translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import { postedText } from "../../lib/form-fields.ts";
import { recordIdOf } from "../../lib/ids.ts";
import { type CountryOption, countryOptions, defaultCountry, isCountryCode } from "../checkout/countries.ts";
import { formatCredits } from "../credits/credit-format.ts";
import { creditBalances } from "../credits/ledger.server.ts";
import { offerFields, type OfferFormValues, type OfferOption, readOfferForm } from "./offer-form.ts";
import {
  acceptOffer,
  type AcceptOfferOutcome,
  createOffer,
  type OfferBuyer,
  type OfferQuote,
  offersOfTask,
  type OptionPrice,
  quoteOffer,
  type StoredOffer,
  viennaToday,
} from "./offers.server.ts";

export interface OfferAcceptanceView {
  offerId: number;
  option: OfferOption;
  currency: CreditCurrency;
  totalCents: number;
  acceptedAt: string;
  reserved: boolean;
  /** What the credits lack while the acceptance waits for a top-up. */
  missingCents: number;
}

export interface CurrentOfferView {
  offer: StoredOffer;
  expired: boolean;
  quote: OfferQuote | null;
  /** The buyer's VAT ID does not fit the billing country: no prices until it is corrected. */
  vatProblem: boolean;
  /** The sentence each option's "Accept offer" confirms, exactly as it is stored when accepted. */
  wordings: Partial<Record<OfferOption, string>>;
}

export interface TaskOffersView {
  current: CurrentOfferView | null;
  /** Earlier versions, newest first, unchanged. */
  history: StoredOffer[];
  acceptance: OfferAcceptanceView | null;
  buyer: OfferBuyer;
  /** The billing countries in the page's language, named on the server (countryOptions). */
  countries: CountryOption[];
}

/** The sentence a client confirms by accepting one option (stored with the acceptance). */
export function acceptanceWording(language: Language, taskTitle: string, offer: StoredOffer, price: OptionPrice): string {
  const t = translator(language);
  const amount = (cents: number) => formatCredits(cents, offer.snapshot.currency, language);
  return t("offers.accept.wording", {
    version: offer.version,
    title: taskTitle,
    option: t(`offers.option.${price.option}`),
    total: amount(price.totalCents),
    net: amount(price.netCents),
    vat: amount(price.vatCents),
  });
}

/**
 * Whose billing details price the offer: the country and VAT ID the client entered on the page
 * (`?country=`, `?vatId=`), else those of their latest plugin order, else Austria.
 */
export async function buyerOf(db: Db, userId: number, url: URL): Promise<OfferBuyer> {
  const country = (url.searchParams.get("country") ?? "").toUpperCase();
  if (isCountryCode(country)) return { country, vatId: (url.searchParams.get("vatId") ?? "").trim().slice(0, 20) || null };
  const latest = await db
    .selectFrom("orders")
    .select(["billing_country", "billing_vat_id"])
    .where("user_id", "=", userId)
    .where("kind", "!=", "credit_top_up")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return latest && isCountryCode(latest.billing_country)
    ? { country: latest.billing_country, vatId: latest.billing_vat_id }
    : { country: defaultCountry, vatId: null };
}

/** The task's offers as its client or an admin sees them, priced for `buyer`. */
export async function loadTaskOffers(
  db: Db,
  task: { id: number; userId: number; title: string },
  buyer: OfferBuyer,
  language: Language,
  now = new Date(),
): Promise<TaskOffersView> {
  const offers = await offersOfTask(db, task.id);
  const latest = offers.at(-1);
  const history = offers.slice(0, -1).reverse();
  const accepted = await db.selectFrom("offer_acceptances").selectAll().where("task_id", "=", task.id).executeTakeFirst();
  let acceptance: OfferAcceptanceView | null = null;
  if (accepted) {
    const reservation = await db
      .selectFrom("credit_entries")
      .select("id")
      .where("kind", "=", "reservation")
      .where("reference_kind", "=", "offer_acceptance")
      .where("reference_id", "=", String(accepted.id))
      .executeTakeFirst();
    const balance = (await creditBalances(db, task.userId)).find((candidate) => candidate.currency === accepted.currency);
    acceptance = {
      offerId: accepted.offer_id,
      option: accepted.option,
      currency: accepted.currency,
      totalCents: accepted.total_cents,
      acceptedAt: accepted.accepted_at,
      reserved: reservation !== undefined,
      missingCents: reservation ? 0 : Math.max(0, accepted.total_cents - (balance?.availableCents ?? 0)),
    };
  }
  const countries = countryOptions(language);
  if (!latest) return { current: null, history, acceptance, buyer, countries };
  const quoted = quoteOffer(latest.snapshot, buyer, now);
  const wordings: Partial<Record<OfferOption, string>> = {};
  if (quoted.ok) for (const price of quoted.quote.options) wordings[price.option] = acceptanceWording(language, task.title, latest, price);
  return {
    current: {
      offer: latest,
      expired: latest.snapshot.validUntil < viennaToday(now),
      quote: quoted.ok ? quoted.quote : null,
      vatProblem: !quoted.ok,
      wordings,
    },
    history,
    acceptance,
    buyer,
    countries,
  };
}

/**
 * The offers' forms post to the workroom with `?offer=create` or `?offer=accept`, so its action can
 * tell them from chat messages before reading a body (a message may carry 100 MB of files).
 */
export function offerActionOf(url: URL): "create" | "accept" | null {
  const action = url.searchParams.get("offer");
  return action === "create" || action === "accept" ? action : null;
}

export interface OfferEditorProblem {
  offerEditor: { errors: Partial<Record<string, MessageKey>>; values: OfferFormValues; notice: MessageKey | null };
}

function offerFormValuesOf(form: FormData): OfferFormValues {
  const names = form.getAll(offerFields.partName).map(String);
  const shares = form.getAll(offerFields.partShare).map(String);
  return {
    scope: postedText(form, offerFields.scope),
    currency: postedText(form, offerFields.currency),
    normalPrice: postedText(form, offerFields.normalPrice),
    normalDate: postedText(form, offerFields.normalDate),
    fastPrice: postedText(form, offerFields.fastPrice),
    fastDate: postedText(form, offerFields.fastDate),
    validUntil: postedText(form, offerFields.validUntil),
    parts: names.map((name, index) => ({ name, share: shares[index] ?? "" })),
  };
}

/** The admin's "Create offer": a new version, or the form again with every problem in the admin's language. */
export async function createOfferFromForm(db: Db, form: FormData, taskId: number, adminId: number, workroomHref: string, publicUrl: string, now = new Date()) {
  const values = offerFormValuesOf(form);
  const result = readOfferForm(values, viennaToday(now));
  if (!result.ok) return data<OfferEditorProblem>({ offerEditor: { errors: result.errors, values, notice: null } }, { status: 400 });
  const outcome = await createOffer(db, taskId, adminId, result.draft, publicUrl, now);
  if (outcome.status === "notFound") throw data(null, { status: 404 });
  if (outcome.status === "alreadyAccepted")
    return data<OfferEditorProblem>({ offerEditor: { errors: {}, values, notice: "offers.editor.alreadyAccepted" } }, { status: 409 });
  return redirect(workroomHref, 303);
}

export interface OfferAcceptProblem {
  offerProblem: MessageKey;
}

const problemKeys: Record<Exclude<AcceptOfferOutcome["status"], "accepted">, MessageKey> = {
  notFound: "offers.problem.notFound",
  replaced: "offers.problem.replaced",
  expired: "offers.problem.expired",
  alreadyAccepted: "offers.problem.alreadyAccepted",
  unknownOption: "offers.problem.unknownOption",
  changed: "offers.problem.changed",
  otherCurrency: "offers.problem.otherCurrency",
  vatId: "offers.problem.vatId",
};

/**
 * The client's "Accept offer": the posted offer, hash, currency, option and billing details; the
 * wording stored is the one the page showed for that option, made again from the same texts.
 */
export async function acceptOfferFromForm(
  db: Db,
  form: FormData,
  task: { id: number; userId: number; title: string },
  language: Language,
  workroomHref: string,
  publicUrl: string,
  now = new Date(),
) {
  const offerId = recordIdOf(postedText(form, "offerId"));
  const offers = await offersOfTask(db, task.id);
  const offer = offers.find((candidate) => candidate.id === offerId);
  const country = postedText(form, "country").toUpperCase();
  const buyer: OfferBuyer = { country: isCountryCode(country) ? country : defaultCountry, vatId: postedText(form, "vatId").trim().slice(0, 20) || null };
  if (!offer) return data<OfferAcceptProblem>({ offerProblem: "offers.problem.notFound" }, { status: 404 });
  const quoted = quoteOffer(offer.snapshot, buyer, now);
  const price = quoted.ok ? quoted.quote.options.find((candidate) => candidate.option === postedText(form, "option")) : undefined;
  const outcome = await acceptOffer(
    db,
    {
      userId: task.userId,
      offerId: offer.id,
      option: postedText(form, "option"),
      offerHash: postedText(form, "offerHash"),
      currency: postedText(form, "currency"),
      buyer,
      wording: price ? acceptanceWording(language, task.title, offer, price) : "",
      language,
      publicUrl,
    },
    now,
  );
  if (outcome.status !== "accepted")
    return data<OfferAcceptProblem>({ offerProblem: problemKeys[outcome.status] }, { status: outcome.status === "notFound" ? 404 : 409 });
  return redirect(workroomHref, 303);
}
