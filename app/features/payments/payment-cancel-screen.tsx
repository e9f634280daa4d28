import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { retryCheckoutHref } from "../orders/checkout-links.ts";
import { formatOrderNumber } from "../invoices/order-number.ts";
import { OrderSummary } from "../orders/order-parts.tsx";
import type { OrderView } from "../orders/order-view.ts";

/**
 * Back from the payment page without paying: nothing charged, the order kept as cancelled, a way
 * to try again; or, paid after all, the way to the order's success page (`successHref`).
 */
export function PaymentCancelScreen({ order, paidAfterAll, successHref }: { order: OrderView; paidAfterAll: boolean; successHref: string }) {
  const { t, language } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">{t("page.paymentCancel.title")}</h1>
      {paidAfterAll ? (
        <>
          <p className="text-lg">{t("orders.cancel.alreadyPaid")}</p>
          <div className="mt-6">
            <Link to={successHref} className={buttonStyles.primary}>
              {t("orders.cancel.showOrder")}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="text-lg">{t("orders.cancel.lead")}</p>
          <p className="mt-2 text-muted">{t("orders.cancel.kept", { number: formatOrderNumber(order.id) })}</p>
          <p className="mt-6">{t("orders.cancel.retryText")}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={retryCheckoutHref(order, language)} className={buttonStyles.primary}>
              {t("orders.cancel.retry")}
            </Link>
            <Link to={hrefOf("plugins", language)} className={buttonStyles.secondary}>
              {t("orders.cancel.toPlugins")}
            </Link>
          </div>
        </>
      )}
      <div className="mt-10">
        <OrderSummary order={order} headingId="order-summary" />
      </div>
    </div>
  );
}
