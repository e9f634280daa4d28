import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { formatCredits } from "../credits/credit-format.ts";
import type { ClosurePreview } from "./account-closure.server.ts";

export const closureFields = { confirm: "confirmClosure" } as const;

/** Why the closure changed nothing, in the page's words. */
export interface ClosureProblem {
  error: MessageKey;
}

/** A destructive step: the button's shape in red. */
const closeButtonClass =
  "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-red-700 bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-70";
const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
const confirmId = "close-account-confirm";
const errorId = "close-account-error";

/** /konto, /account: links to the password and credits, and closing the account with what it pays back, removes and keeps. */
export function AccountScreen({ email, preview, problem }: { email: string | null; preview: ClosurePreview; problem: ClosureProblem | undefined }) {
  const { t, language } = useI18n();
  const busy = useNavigation().formData?.has(closureFields.confirm) ?? false;
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) errorRef.current?.focus();
  }, [problem]);
  const blocked = preview.isAdmin || preview.reserved.length > 0;
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-12">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("accountClosure.title")}</h1>
        {email ? <p>{t("accountClosure.signedInAs", { email })}</p> : null}
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to={hrefOf("resetPassword", language)} className={linkClass}>
              {t("accountClosure.password")}
            </Link>
          </li>
          <li>
            <Link to={hrefOf("credits", language)} className={linkClass}>
              {t("accountClosure.credits")}
            </Link>
          </li>
        </ul>
      </div>
      <section aria-labelledby="close-account" className="space-y-4 rounded-lg border border-red-700 bg-white p-5 sm:p-6">
        <h2 id="close-account" className="text-2xl font-semibold">
          {t("accountClosure.heading")}
        </h2>
        <p>{t("accountClosure.intro")}</p>
        {preview.refunds.length > 0 ? (
          <div>
            <p>{t("accountClosure.refunds")}</p>
            <ul className="mt-2 list-disc pl-6" data-testid="closure-refunds">
              {preview.refunds.map((refund) => (
                <li key={refund.currency} className="font-semibold">
                  {formatCredits(refund.amountCents, refund.currency, language)}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p>{t("accountClosure.noRefunds")}</p>
        )}
        {preview.reserved.map((reserved) => (
          <p key={reserved.currency} className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-900">
            {t("accountClosure.reserved", { amount: formatCredits(reserved.amountCents, reserved.currency, language) })}
          </p>
        ))}
        <p className="text-sm">{t("accountClosure.removed")}</p>
        <p className="text-sm">{t("accountClosure.kept")}</p>
        {problem ? (
          <p id={errorId} ref={errorRef} tabIndex={-1} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
            {t(problem.error)}
          </p>
        ) : null}
        {preview.isAdmin ? (
          <p className="font-medium">{t("accountClosure.error.admin")}</p>
        ) : (
          <Form method="post" noValidate className="space-y-4">
            <label htmlFor={confirmId} className="flex min-h-11 items-start gap-3">
              <input
                id={confirmId}
                type="checkbox"
                name={closureFields.confirm}
                value="yes"
                disabled={blocked}
                aria-describedby={problem ? errorId : undefined}
                aria-invalid={problem?.error === "accountClosure.error.confirm" ? true : undefined}
                className="mt-1 h-5 w-5 shrink-0"
              />
              <span>{t("accountClosure.confirm")}</span>
            </label>
            <button type="submit" className={closeButtonClass} disabled={busy || blocked} aria-disabled={busy || blocked ? true : undefined}>
              {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
              {t("accountClosure.submit")}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}

/** After closing: the visitor is signed out; what happened, in their language. */
export function ClosedAccountScreen() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("accountClosure.closed.title")}</h1>
      <p role="status">{t("accountClosure.closed.text")}</p>
    </div>
  );
}
