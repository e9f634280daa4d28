import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { retryCheckoutHref } from "../orders/checkout-links.ts";
import { formatCents, OrderSummary } from "../orders/order-parts.tsx";
import type { OrderView } from "../orders/order-view.ts";

export const sandboxIntents = { pay: "pay", cancel: "cancel" } as const;

/**
 * Both forms reload the whole document, as leaving a provider's hosted page does: the buyer comes
 * back to our success or cancel page with a fresh page load, with or without JavaScript.
 */
function PaymentForms({ order, failed }: { order: OrderView; failed: boolean }) {
  const { t, language } = useI18n();
  const [submitted, setSubmitted] = useState<string | null>(null);
  return (
    <section aria-labelledby="amount-due" className="mt-8 rounded-lg border-2 border-brand-700 bg-brand-50 p-5">
      <h2 id="amount-due" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t("orders.sandbox.amountDue")}
      </h2>
      <p className="mt-1 text-3xl font-bold">{formatCents(order.grossCents, language, order.currency)}</p>
      {failed ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {t("orders.sandbox.failed")}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" reloadDocument onSubmit={() => setSubmitted(sandboxIntents.pay)}>
          <input type="hidden" name="intent" value={sandboxIntents.pay} />
          <button
            type="submit"
            className={buttonStyles.primaryLarge}
            disabled={submitted !== null}
            aria-disabled={submitted === sandboxIntents.pay ? true : undefined}
          >
            {submitted === sandboxIntents.pay ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" /> : null}
            {submitted === sandboxIntents.pay
              ? t("orders.sandbox.paying")
              : t("orders.sandbox.pay", { amount: formatCents(order.grossCents, language, order.currency) })}
          </button>
        </Form>
        <Form method="post" reloadDocument onSubmit={() => setSubmitted(sandboxIntents.cancel)}>
          <input type="hidden" name="intent" value={sandboxIntents.cancel} />
          <button type="submit" className={buttonStyles.secondaryLarge} disabled={submitted !== null}>
            {t("orders.sandbox.cancel")}
          </button>
        </Form>
      </div>
    </section>
  );
}

function NotPayable({ order }: { order: OrderView }) {
  const { t, language } = useI18n();
  if (order.status === "paid" || order.status === "refunded") {
    return (
      <div className="mt-8">
        <p className="text-lg">{t("orders.sandbox.alreadyPaid")}</p>
        <Link to={`${hrefOf("paymentSuccess", language)}?order=${order.id}`} className={`${buttonStyles.primary} mt-4`}>
          {t("orders.sandbox.showOrder")}
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-8">
      <p className="text-lg">{t("orders.sandbox.closed", { status: t(`orders.status.${order.status}`) })}</p>
      <Link to={retryCheckoutHref(order, language)} className={`${buttonStyles.primary} mt-4`}>
        {t("orders.sandbox.newCheckout")}
      </Link>
    </div>
  );
}

/** The sandbox provider's hosted payment page: real forms, so paying works without JavaScript. */
export function SandboxPaymentScreen({ order, failed }: { order: OrderView; failed: boolean }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("orders.sandbox.title")}</h1>
      <p className="mt-4 rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-900">{t("orders.sandbox.notice")}</p>
      {order.status === "pending" ? <PaymentForms order={order} failed={failed} /> : <NotPayable order={order} />}
      <div className="mt-8">
        <OrderSummary order={order} headingId="order-summary" />
      </div>
    </div>
  );
}
