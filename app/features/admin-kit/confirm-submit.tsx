import { AlertDialog } from "radix-ui";
import { useId, useState } from "react";
import { useNavigation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";

interface ConfirmSubmitProps {
  /** The id of the <form> the confirmed step submits (the dialog is portalled outside it). */
  form: string;
  intent: string;
  /** The button that opens the dialog. */
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
}

/**
 * A destructive step: the button opens a dialog, and only its confirm button submits the form,
 * as `confirmedIntent`. Actions refuse destructive intents that did not come as confirmedIntent.
 */
export function ConfirmSubmit({ form, intent, label, title, description, confirmLabel }: ConfirmSubmitProps) {
  const { t } = useI18n();
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const busy = useNavigation().state !== "idle";
  const [wasBusy, setWasBusy] = useState(busy);
  // Closing on click would remove the submit button before the browser submits; close once the action is done.
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy) setOpen(false);
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className="rounded-md border border-red-700 px-4 py-2 font-medium text-red-800 hover:bg-red-50">{label}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content
          aria-describedby={descriptionId}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description id={descriptionId} className="mt-2 text-ink">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="rounded-md border border-gray-300 px-4 py-2 font-medium hover:bg-gray-50">
              {t("admin.confirm.cancel")}
            </AlertDialog.Cancel>
            <button
              type="submit"
              form={form}
              name="confirmedIntent"
              value={intent}
              className="rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
