import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

export interface Step {
  title: MessageKey;
  text: MessageKey;
}

/** Steps of a way of working, numbered 01, 02, … in four columns on wide screens. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  const { t } = useI18n();
  return (
    <ol className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="border-t-4 border-brand-700 pt-4">
          {/* The list already numbers the steps for assistive technology. */}
          <span aria-hidden="true" className="text-sm font-bold text-brand-700">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-1 text-lg font-bold">{t(step.title)}</h3>
          <p className="mt-2 text-muted">{t(step.text)}</p>
        </li>
      ))}
    </ol>
  );
}
