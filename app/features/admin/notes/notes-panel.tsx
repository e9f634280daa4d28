import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { DetailSection } from "../../admin-kit/detail-section.tsx";
import { ActionNotice, FormField } from "../../admin-kit/form-field.tsx";
import { type AdminNote, addNoteIntent, noteMaxLength, type NoteOutcome } from "./notes.ts";

/**
 * The internal notes of an order or a customer: newest first with author and time, and a form to
 * add one. The page's action answers the form; a refused note comes back with its text in the field.
 */
export function NotesPanel({ notes, outcome }: { notes: AdminNote[]; outcome: NoteOutcome | undefined }) {
  const { t } = useI18n();
  const busy = useNavigation().formData?.get("intent") === addNoteIntent;
  const refused = outcome && "error" in outcome ? outcome : undefined;
  return (
    <DetailSection id="admin-notes" title={t("admin.notes.title", { count: notes.length })}>
      <p className="mt-2 text-sm text-muted">{t("admin.notes.intro")}</p>
      <ActionNotice success={outcome && "success" in outcome ? outcome.success : undefined} error={refused?.error} />
      {/* A new key after each added note empties the field. */}
      <Form key={notes.length} method="post" className="mt-4 space-y-3">
        <FormField
          name="body"
          label={t("admin.notes.field")}
          rows={4}
          maxLength={noteMaxLength}
          required
          defaultValue={refused?.body}
          error={refused?.fieldError}
          hint={t("admin.notes.hint", { max: noteMaxLength })}
        />
        <button type="submit" name="intent" value={addNoteIntent} className={buttonStyles.secondary} aria-disabled={busy || undefined}>
          {t("admin.notes.submit")}
        </button>
      </Form>
      {notes.length === 0 ? (
        <p className="mt-4 text-muted">{t("admin.notes.empty")}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-gray-300 p-4" data-testid="admin-note">
              <p className="text-sm text-muted">
                {note.author} · <AdminDate instant={note.createdAt} />
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
