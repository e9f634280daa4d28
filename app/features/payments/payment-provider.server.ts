import type { OrderRow, PaymentProviderName } from "../../../db/schema.ts";
import type { RequestServices } from "../../context.ts";
import type { Language } from "../../i18n/paths.ts";
import type { PaymentMethod } from "./payment-methods.ts";

/** Why the provider did not give the money back. */
export type RefundProblem =
  /** The order was paid with a provider this installation is not set up for. */
  | "providerUnavailable"
  /** The provider knows no completed payment for the order. */
  | "paymentNotFound"
  /** The provider answered and refused (its own words in `providerMessage`). */
  | "providerRefused"
  /** The provider could not be reached or did not answer in time. */
  | "providerUnreachable";

export class RefundFailedError extends Error {
  readonly problem: RefundProblem;
  /** The provider's explanation, in its own (English) words, when it gave one. */
  readonly providerMessage: string | null;

  constructor(problem: RefundProblem, providerMessage: string | null = null) {
    super(`Refund failed: ${problem}${providerMessage ? ` (${providerMessage})` : ""}`);
    this.name = "RefundFailedError";
    this.problem = problem;
    this.providerMessage = providerMessage;
  }
}

/** The provider's record of the refund: its refund id; null when no provider record exists (nothing moved, or refunded earlier). */
export interface ProviderRefund {
  reference: string | null;
}

export type RefundableOrder = Pick<OrderRow, "id" | "provider" | "provider_reference">;

/** Part of a payment to give back: the amount in cents and the one-time key of the admin's request. */
export interface RefundPart {
  amountCents: number;
  key: string;
}

/** An order as the return pages hand it to its provider: its id and the provider's reference remembered on it. */
export interface ReturnedOrder {
  id: number;
  providerReference: string | null;
}

/**
 * One way of taking money (decision 023). The installation runs exactly one, chosen from its
 * PaymentSettings (installedPaymentProvider); everything outside the implementations talks to
 * this interface and never asks which provider it is.
 */
export interface PaymentProvider {
  /** What orders placed with this provider store in `orders.provider`. */
  readonly name: PaymentProviderName;
  /** What the buyer can pay with on this provider's page, shown on the checkout. */
  readonly paymentMethods: readonly PaymentMethod[];
  /**
   * Starts paying a pending order placed with this provider: answers where the buyer goes to pay
   * (a hosted page). Repeating the call for the same order must not start a second payment.
   */
  start(services: Pick<RequestServices, "db" | "publicUrl">, order: OrderRow): Promise<string>;
  /**
   * The buyer is back on the success page, possibly before the webhook: asks the provider about
   * the payment the return's query names and fulfils the order when it is paid. Answers whether
   * this call fulfilled it. A failing look at the provider is logged and answers false.
   */
  confirmReturn(
    services: Pick<RequestServices, "db" | "logger" | "publicUrl">,
    order: ReturnedOrder,
    returnQuery: URLSearchParams,
    now: Date,
  ): Promise<boolean>;
  /**
   * The buyer is back on the cancel page without paying: closes the payment at the provider so it
   * cannot complete later by accident. Answers `complete` when it was paid (or is being paid) after
   * all: then the order must not be cancelled. A failing call is logged and answers `cancelled`.
   */
  cancel(services: Pick<RequestServices, "logger">, order: ReturnedOrder): Promise<"cancelled" | "complete">;
  /**
   * Gives the whole payment of an order placed with this provider back, or only `part` of it.
   * Repeating a call (same order, same part key) must not refund twice. Throws RefundFailedError
   * when the money did not go back: then nothing else may change either.
   */
  refund(order: RefundableOrder, part?: RefundPart): Promise<ProviderRefund>;
  /**
   * The provider's webhook: verifies the request on its raw body, records each event once and
   * applies it in the same transaction. Answers the HTTP response, tagged with its outcome.
   */
  handleWebhook(services: RequestServices, request: Request, now: Date): Promise<Response>;
  /** The success page of an order placed with this provider, with what the page needs to confirm the payment. */
  successHref(order: ReturnedOrder, language: Language): string;
}
