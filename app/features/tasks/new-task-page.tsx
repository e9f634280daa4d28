import { Form, Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { AttachmentsField, TaskField } from "./task-fields.tsx";
import type { TaskFormErrors, TaskFormValues } from "./task-form.ts";
import { serviceTypeLabels, serviceTypes, taskLimits } from "./task-rules.ts";

interface NewTaskPageProps {
  signedIn: boolean;
  values: TaskFormValues;
  errors: TaskFormErrors;
  /** The draft a signed-out visitor left, handed on so it is removed once the task exists. */
  draft: string | null;
  today: string;
}

/** The form that starts a task. Signed out, it keeps what was typed through login or registration; files are chosen once signed in. */
export function NewTaskPage({ signedIn, values, errors, draft, today }: NewTaskPageProps) {
  const { t, language } = useI18n();
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("tasks.new.title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("tasks.new.intro")}</p>
      {signedIn ? null : <p className="mt-4 rounded-md border border-brand-700 bg-brand-50 p-3">{t("tasks.new.signedOut")}</p>}
      {hasErrors ? (
        <p role="alert" className="mt-6 rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {t("tasks.new.failed")}
        </p>
      ) : null}
      <Form method="post" encType={signedIn ? "multipart/form-data" : "application/x-www-form-urlencoded"} className="mt-8 space-y-6" noValidate>
        {draft ? <input type="hidden" name="draft" value={draft} /> : null}
        <TaskField name="title" label={t("tasks.field.title")} defaultValue={values.title} error={errors.title} required maxLength={taskLimits.titleChars} />
        <TaskField
          name="serviceType"
          label={t("tasks.field.service")}
          defaultValue={values.serviceType}
          error={errors.serviceType}
          required
          options={[{ value: "", label: t("tasks.field.serviceChoose") }, ...serviceTypes.map((type) => ({ value: type, label: t(serviceTypeLabels[type]) }))]}
        />
        <TaskField
          name="description"
          label={t("tasks.field.description")}
          hint={t("tasks.field.descriptionHint")}
          defaultValue={values.description}
          error={errors.description}
          required
          rows={8}
          maxLength={taskLimits.descriptionChars}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TaskField
            name="desiredDate"
            type="date"
            min={today}
            label={t("tasks.field.desiredDate")}
            hint={t("tasks.field.optional")}
            defaultValue={values.desiredDate}
            error={errors.desiredDate}
          />
          <TaskField
            name="budgetHint"
            label={t("tasks.field.budgetHint")}
            hint={t("tasks.field.budgetHintHint")}
            defaultValue={values.budgetHint}
            error={errors.budgetHint}
            maxLength={taskLimits.budgetHintChars}
          />
        </div>
        {signedIn ? <AttachmentsField error={errors.attachments} /> : null}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonStyles.primary}>
            {signedIn ? t("tasks.new.submit") : t("tasks.new.continue")}
          </button>
          <Link to={hrefOf("tasks", language)} className="font-medium text-brand-700 underline underline-offset-2">
            {t("tasks.new.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
