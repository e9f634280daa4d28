import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { checkoutHandOverKey } from "../catalog/checkout-hand-over.ts";
import { retryCheckoutHref } from "../orders/checkout-links.ts";
import { LicenseKeyCopy } from "../orders/license-key-copy.tsx";
import type { PaymentSuccessView } from "../orders/order-view.ts";
import { InvoiceLinks, OrderSummary, textLinkClass } from "../orders/order-parts.tsx";
import { formatOrderNumber } from "../invoices/order-number.ts";

/** How often a page waiting for the payment's confirmation asks again. */
export const confirmationPollMs = 2000;

/** Asks the server again every two seconds while the payment is being confirmed. */
function useRefreshWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, confirmationPollMs);
    return () => window.clearInterval(timer);
  }, [pending, revalidator]);
}

/** The bought plugin is paid for: Purchase Now's hand-over record has done its job. */
function useClearHandOver(paid: boolean) {
  useEffect(() => {
    if (!paid) return;
    try {
      window.sessionStorage.removeItem(checkoutHandOverKey);
    } catch {
      // Storage disabled: there is nothing to clear.
    }
  }, [paid]);
}

function Confirming() {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <div className="rounded-lg border border-amber-700 bg-amber-50 p-5">
      <p className="text-lg font-medium">{t("orders.success.confirmingText")}</p>
      <p role="status" className="mt-3 flex items-center gap-2 font-medium text-amber-900">
        <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
        {t("orders.success.checking")}
      </p>
      <a href={`${location.pathname}${location.search}`} className={`${textLinkClass} mt-3 inline-block`}>
        {t("orders.success.checkNow")}
      </a>
      {/* Without JavaScript the browser reloads the page itself until the payment is confirmed. */}
      <noscript>
        <meta httpEquiv="refresh" content="3" />
      </noscript>
    </div>
  );
}

function NextSteps() {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="next-steps" className="mt-10">
      <h2 id="next-steps" className="text-xl font-semibold">
        {t("orders.success.nextStepsHeading")}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6">
        <li>{t("orders.success.stepInstall")}</li>
        <li>{t("orders.success.stepKey")}</li>
        <li>{t("orders.success.stepDocs")}</li>
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={hrefOf("myLicenses", language)} className={buttonStyles.primary}>
          {t("orders.success.toLicenses")}
        </Link>
        <Link to={hrefOf("docs", language)} className={buttonStyles.secondary}>
          {t("orders.success.toDocs")}
        </Link>
      </div>
    </section>
  );
}

function Paid({ view }: { view: PaymentSuccessView }) {
  const { t } = useI18n();
  return (
    <>
      <p className="text-lg">{t("orders.success.lead")}</p>
      <p className="mt-2 text-muted">{t("orders.success.mailNote", { email: view.order.billingEmail })}</p>
      {view.licenses.length > 0 ? (
        <section aria-labelledby="license-keys" className="mt-8">
          <h2 id="license-keys" className="text-xl font-semibold">
            {t("orders.success.licensesHeading")}
          </h2>
          <ul className="mt-4 space-y-4">
            {view.licenses.map((license) => (
              <LicenseKeyCopy key={license.id} license={license} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="invoice" className="mt-8">
        <h2 id="invoice" className="text-xl font-semibold">
          {t("orders.success.invoiceHeading")}
        </h2>
        <div className="mt-2">
          <InvoiceLinks invoices={view.invoices} />
        </div>
      </section>
      <NextSteps />
    </>
  );
}

function OtherStatus({ view }: { view: PaymentSuccessView }) {
  const { t, language } = useI18n();
  const { order } = view;
  return (
    <>
      <p className="text-lg">{t("orders.success.otherStatus", { status: t(`orders.status.${order.status}`) })}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {order.status === "cancelled" || order.status === "failed" ? (
          <Link to={retryCheckoutHref(order, language)} className={buttonStyles.primary}>
            {t("orders.success.tryAgain")}
          </Link>
        ) : null}
        <Link to={hrefOf("purchaseHistory", language)} className={buttonStyles.secondary}>
          {t("orders.success.toHistory")}
        </Link>
      </div>
      {order.status === "refunded" ? (
        <div className="mt-6">
          <InvoiceLinks invoices={view.invoices} />
        </div>
      ) : null}
    </>
  );
}

/** The page the buyer lands on after paying: the order, its keys, the invoice and what to do next. */
export function PaymentSuccessScreen({ view }: { view: PaymentSuccessView }) {
  const { t } = useI18n();
  const { status } = view.order;
  useRefreshWhilePending(status === "pending");
  useClearHandOver(status === "paid");

  const title =
    status === "paid"
      ? t("page.paymentSuccess.title")
      : status === "pending"
        ? t("orders.success.confirmingTitle")
        : t("orders.number", { number: formatOrderNumber(view.order.id) });
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" data-order-status={status}>
      <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      {status === "paid" ? <Paid view={view} /> : status === "pending" ? <Confirming /> : <OtherStatus view={view} />}
      <div className="mt-10">
        <OrderSummary order={view.order} headingId="order-summary" />
      </div>
    </div>
  );
}
