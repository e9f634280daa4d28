import { expect, test } from "@playwright/test";
import { formatOrderNumber } from "../../app/features/invoices/order-number.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { waitForMail } from "./support/mailbox.ts";
import { signIn } from "./support/session.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Credits (issue #32, decision 044): a customer tops up through the sandbox provider and sees the
// balance and the statement; a wrong amount answers in the page's language and starts nothing.

const texts = {
  de: {
    page: "/guthaben",
    heading: "Guthaben",
    menu: "Guthaben",
    amount: "Betrag in Credits",
    currency: "Euro (EUR)",
    submit: "Aufladen",
    tooSmall: "Eine Aufladung beträgt 50 bis 20.000 Credits.",
    pay: / bezahlen$/,
    typed: "250",
    received: "Ihre Aufladung über € 250,00 wurde gutgeschrieben.",
    available: "€ 250,00",
    reference: (orderId: number) => `Aufladung, Bestellung ${formatOrderNumber(orderId)}`,
    mailSubject: /^Aufladung erhalten: €\s250,00$/,
    download: "Kontoauszug herunterladen (CSV)",
    csvHeader: "Datum;Währung;Referenz;Verfügbar ±;Reserviert ±;Verfügbarer Saldo;Reservierter Saldo",
    csvLine: (orderId: number) => `;EUR;Aufladung, Bestellung ${formatOrderNumber(orderId)};250,00;0,00;250,00;0,00`,
  },
  en: {
    page: "/credits",
    heading: "Credits",
    menu: "Credits",
    amount: "Amount in credits",
    currency: "US dollar (USD)",
    submit: "Top up",
    tooSmall: "A top-up is 50 to 20,000 credits.",
    pay: /^Pay /,
    typed: "1250.50",
    received: "Your top-up of $1,250.50 has been credited.",
    available: "$1,250.50",
    reference: (orderId: number) => `Top-up, order ${formatOrderNumber(orderId)}`,
    mailSubject: /^Top-up received: \$1,250\.50$/,
    download: "Download statement (CSV)",
    csvHeader: "Date;Currency;Reference;Available ±;Reserved ±;Available balance;Reserved balance",
    csvLine: (orderId: number) => `;USD;Top-up, order ${formatOrderNumber(orderId)};1250.50;0.00;1250.50;0.00`,
  },
} as const;

let accounts = 0;

for (const language of ["de", "en"] as const) {
  const t = texts[language];

  test(`${language}: a customer tops up through the sandbox and sees the balance and the statement`, async ({ page, context, baseURL }) => {
    accounts += 1;
    const email = `credits-${language}-${Date.now()}-${accounts}@example.com`;
    const { userId } = await signIn(context, baseURL ?? "", {
      username: `credits-${language}-${Date.now()}-${accounts}`,
      email,
      firstName: "Anna",
      lastName: "Berger",
    });

    await page.goto(language === "de" ? "/" : "/?lang=en");
    await waitForHydration(page, "header button[aria-haspopup]");
    await page.getByRole("button", { name: /Anna/ }).click();
    await page.getByRole("menuitem", { name: t.menu }).click();
    await expect(page).toHaveURL(new RegExp(`${t.page}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.heading);
    await expectNoAxeViolations(page);

    // Too little: the page says so in its language and no order is placed.
    await page.getByLabel(t.amount).fill("10");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByText(t.tooSmall)).toBeVisible();
    await expect(page.getByLabel(t.amount)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    const ordersBefore = await withTestDatabase((db) => db.selectFrom("orders").select("id").where("user_id", "=", userId).execute());
    expect(ordersBefore).toEqual([]);

    await page.getByLabel(t.currency).check();
    await page.getByLabel(t.amount).fill(t.typed);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/payment\/sandbox\/\d+/);
    const orderId = Number(/\/payment\/sandbox\/(\d+)/.exec(page.url())?.[1]);
    await page.getByRole("button", { name: t.pay }).click();

    await expect(page).toHaveURL(new RegExp(`${t.page}\\?topUp=${orderId}$`));
    await expect(page.getByRole("status")).toHaveText(t.received);
    const currency = language === "de" ? "EUR" : "USD";
    await expect(page.getByTestId(`credit-balance-${currency}`).getByTestId("credit-available")).toHaveText(t.available);
    const line = page.getByTestId(`credit-statement-${currency}`).getByTestId("credit-statement-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("rowheader")).toHaveText(t.reference(orderId));
    await expect(line.getByRole("cell").nth(3)).toHaveText(t.available);
    await expectNoAxeViolations(page);

    const download = await page.request.get((await page.getByRole("link", { name: t.download }).getAttribute("href")) ?? "");
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="credits-statement-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, first] = (await download.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(t.csvHeader);
    expect(first).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z${t.csvLine(orderId).replace(/[.$()|+?]/g, "\\$&")}$`));

    const mail = await waitForMail(email, { subject: t.mailSubject });
    expect(mail.text).toContain(t.reference(orderId));
  });
}
