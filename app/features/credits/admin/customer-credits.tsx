import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { CreditsView } from "../credits-page.server.ts";
import { BalanceCards, StatementTables } from "../credits-screen.tsx";

/** The client's balances and statement on the admin customer page, as the client sees them. */
export function CustomerCredits({ credits }: { credits: CreditsView }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="customer-credits" className="mt-10 space-y-4">
      <h2 id="customer-credits" className="text-xl font-semibold">
        {t("admin.credits.title")}
      </h2>
      <BalanceCards balances={credits.balances} />
      <StatementTables statement={credits.statement} />
    </section>
  );
}
