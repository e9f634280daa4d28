import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatCredits } from "../credit-format.ts";
import type { CreditBalance } from "../ledger.server.ts";

/** Dashboard: what all clients hold in credits per currency (prepaid, not yet revenue). */
export function CreditsHeld({ held }: { held: readonly CreditBalance[] }) {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="dashboard-credits" className="mt-10">
      <h2 id="dashboard-credits" className="text-xl font-semibold">
        {t("admin.credits.held")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("admin.credits.heldIntro")}</p>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {held.map((balance) => (
          <div key={balance.currency} className="rounded-lg border border-gray-300 p-4" data-testid={`credits-held-${balance.currency}`}>
            <dt className="text-sm text-muted">{t("admin.credits.heldIn", { currency: balance.currency })}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {formatCredits(balance.availableCents + balance.reservedCents, balance.currency, language)}
            </dd>
            <dd className="mt-1 text-sm text-muted">
              {t("admin.credits.split", {
                available: formatCredits(balance.availableCents, balance.currency, language),
                reserved: formatCredits(balance.reservedCents, balance.currency, language),
              })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
