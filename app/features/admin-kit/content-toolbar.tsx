import { Bold, Code, Heading2, Heading3, ImagePlus, Italic, Link, List, ListOrdered, type LucideIcon, Quote } from "lucide-react";
import { Dialog } from "radix-ui";
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatFileSize } from "../../i18n/format.ts";
import { contentImageLimitBytes } from "./content-form.ts";
import {
  appliedEdit,
  applyFormat,
  type InsertedImage,
  insertImage,
  insertLink,
  type SourceEdit,
  type SourceSelection,
  type ToolbarFormat,
} from "./toolbar-edits.ts";

type ToolbarAction = ToolbarFormat | "link" | "image";

const tools: { action: ToolbarAction; icon: LucideIcon; label: MessageKey; shortcut?: string }[] = [
  { action: "heading2", icon: Heading2, label: "admin.content.toolbar.heading2" },
  { action: "heading3", icon: Heading3, label: "admin.content.toolbar.heading3" },
  { action: "bold", icon: Bold, label: "admin.content.toolbar.bold", shortcut: "Control+B Meta+B" },
  { action: "italic", icon: Italic, label: "admin.content.toolbar.italic", shortcut: "Control+I Meta+I" },
  { action: "link", icon: Link, label: "admin.content.toolbar.link", shortcut: "Control+K Meta+K" },
  { action: "bulletList", icon: List, label: "admin.content.toolbar.bulletList" },
  { action: "numberedList", icon: ListOrdered, label: "admin.content.toolbar.numberedList" },
  { action: "quote", icon: Quote, label: "admin.content.toolbar.quote" },
  { action: "code", icon: Code, label: "admin.content.toolbar.code" },
  { action: "image", icon: ImagePlus, label: "admin.content.toolbar.image" },
];

const shortcuts: Record<string, ToolbarAction> = { b: "bold", i: "italic", k: "link" };

function selectionOf(textarea: HTMLTextAreaElement): SourceSelection {
  return { value: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd };
}

/**
 * Applies an edit through the browser's own text insertion, so Ctrl+Z undoes it like typing;
 * where that is not available the value is replaced directly.
 */
function applyEdit(textarea: HTMLTextAreaElement, edit: SourceEdit) {
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  // execCommand is deprecated but still the only way to keep the native undo history of a textarea.
  const inserted = edit.text ? document.execCommand("insertText", false, edit.text) : document.execCommand("delete");
  if (!inserted) textarea.setRangeText(edit.text, edit.from, edit.to);
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}

const dialogClass =
  "fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl";
const fieldClass = "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 aria-invalid:border-red-700 disabled:bg-gray-100";
const primaryButton = "rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-70";
const cancelButton = "rounded-md border border-gray-300 px-4 py-2 font-medium hover:bg-gray-50";

/** What a dialog of the toolbar works with: where the edit goes, and how it hands the edit over. */
interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selection: SourceSelection | null;
  /** Applied once the dialog has closed: while it is open, its focus trap keeps the textarea from taking the text. */
  onEdit: (edit: SourceEdit) => void;
  onClosed: () => void;
}

/** A dialog of the toolbar; closing it returns to the text, where the edit then happens. */
function ToolDialog({
  open,
  onOpenChange,
  title,
  onClosed,
  children,
}: Pick<DialogProps, "open" | "onOpenChange" | "onClosed"> & { title: string; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className={dialogClass}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FieldError({ id, error, values }: { id: string; error?: MessageKey; values?: Record<string, string> }) {
  const { t } = useI18n();
  // Errors appear after a step in the dialog, where the focus is elsewhere: announce them.
  return error ? (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-800">
      {t(error, values)}
    </p>
  ) : null;
}

const linkAddress = /^(?:https?:\/\/\S+|\/\S*|#\S*|\?\S*|mailto:\S+)$/i;

function LinkDialog({ open, onOpenChange, selection, onEdit, onClosed }: DialogProps) {
  const { t } = useI18n();
  const id = useId();
  const [error, setError] = useState<MessageKey>();
  return (
    <ToolDialog open={open} onOpenChange={onOpenChange} title={t("admin.content.link.title")} onClosed={onClosed}>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const href = String(form.get("href") ?? "").trim();
          if (!linkAddress.test(href)) return setError("admin.content.link.error.href");
          if (selection) onEdit(insertLink(selection, href, String(form.get("text") ?? "")));
          setError(undefined);
          onOpenChange(false);
        }}
      >
        <div>
          <label htmlFor={`${id}-href`} className="block font-medium">
            {t("admin.content.link.href")}
          </label>
          <input
            id={`${id}-href`}
            name="href"
            required
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-href-hint${error ? ` ${id}-href-error` : ""}`}
            className={fieldClass}
          />
          <p id={`${id}-href-hint`} className="mt-1 text-sm text-muted">
            {t("admin.content.link.hrefHint")}
          </p>
          <FieldError id={`${id}-href-error`} error={error} />
        </div>
        {selection && selection.start === selection.end ? (
          <div>
            <label htmlFor={`${id}-text`} className="block font-medium">
              {t("admin.content.link.text")}
            </label>
            <input id={`${id}-text`} name="text" maxLength={300} aria-describedby={`${id}-text-hint`} className={fieldClass} />
            <p id={`${id}-text-hint`} className="mt-1 text-sm text-muted">
              {t("admin.content.link.textHint")}
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Dialog.Close type="button" className={cancelButton}>
            {t("admin.confirm.cancel")}
          </Dialog.Close>
          <button type="submit" className={primaryButton}>
            {t("admin.content.link.insert")}
          </button>
        </div>
      </form>
    </ToolDialog>
  );
}

/** What the editor's action answers to an image upload. */
interface UploadAnswer {
  upload?: { image?: InsertedImage; errors?: Record<string, MessageKey> };
}

/** The editor page's own action, as an upload (its larger body limit), keeping the page's query. */
export function useUploadAction(): string {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.set("upload", "image");
  return `${pathname}?${query.toString()}`;
}

function ImageDialog({ open, onOpenChange, selection, onEdit, onClosed }: DialogProps) {
  const { t, language } = useI18n();
  const id = useId();
  const fetcher = useFetcher<UploadAnswer>();
  const action = useUploadAction();
  const [decorative, setDecorative] = useState(false);
  const size = formatFileSize(contentImageLimitBytes, language);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const inserted = useRef<UploadAnswer | undefined>(undefined);
  // The image goes in where the cursor was, once per answer, and the dialog closes.
  useEffect(() => {
    const image = answer?.upload?.image;
    if (!image || !selection || inserted.current === answer) return;
    inserted.current = answer;
    onEdit(insertImage(selection, image));
    onOpenChange(false);
  }, [answer, selection, onEdit, onOpenChange]);
  const errors = answer?.upload?.errors ?? {};
  const failed = answer !== undefined && !answer.upload;
  const busy = fetcher.state !== "idle";
  return (
    <ToolDialog open={open} onOpenChange={onOpenChange} title={t("admin.content.image.title")} onClosed={onClosed}>
      <fetcher.Form method="post" encType="multipart/form-data" action={action} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="uploadImage" />
        <div>
          <label htmlFor={`${id}-file`} className="block font-medium">
            {t("admin.content.image.file")}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="image"
            accept="image/png,image/jpeg,image/webp,image/gif"
            required
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={`${id}-file-hint${errors.image ? ` ${id}-file-error` : ""}`}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3 file:py-2 file:font-medium"
          />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-muted">
            {t("admin.content.image.fileHint", { size })}
          </p>
          <FieldError id={`${id}-file-error`} error={errors.image} values={{ size }} />
        </div>
        <div>
          <label htmlFor={`${id}-alt`} className="block font-medium">
            {t("admin.content.image.alt")}
          </label>
          <input
            id={`${id}-alt`}
            name="alt"
            required={!decorative}
            disabled={decorative}
            maxLength={300}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={`${id}-alt-hint${errors.alt ? ` ${id}-alt-error` : ""}`}
            className={fieldClass}
          />
          <p id={`${id}-alt-hint`} className="mt-1 text-sm text-muted">
            {t("admin.content.image.altHint")}
          </p>
          <FieldError id={`${id}-alt-error`} error={errors.alt} />
        </div>
        <div className="flex items-start gap-2">
          <input
            id={`${id}-decorative`}
            type="checkbox"
            name="decorative"
            checked={decorative}
            onChange={(event) => setDecorative(event.target.checked)}
            className="mt-1 h-4 w-4"
          />
          <label htmlFor={`${id}-decorative`}>{t("admin.content.image.decorative")}</label>
        </div>
        <div role="alert" className="empty:hidden">
          {failed ? <p className="text-sm font-medium text-red-800">{t("admin.content.image.failed")}</p> : null}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Dialog.Close type="button" className={cancelButton}>
            {t("admin.confirm.cancel")}
          </Dialog.Close>
          <button type="submit" disabled={busy} className={primaryButton}>
            {t(busy ? "admin.content.image.uploading" : "admin.content.image.insert")}
          </button>
        </div>
      </fetcher.Form>
    </ToolDialog>
  );
}

/**
 * The formatting toolbar of one content field: a labelled toolbar with one tab stop whose buttons
 * the arrow keys, Home and End move between (WAI-ARIA toolbar pattern), acting on the textarea's
 * selection, and the textarea's shortcuts Ctrl+B, Ctrl+I and Ctrl+K (⌘ on a Mac). The server
 * renders it, so it takes its place before hydration and nothing below it moves when the page
 * hydrates (a click on Preview landed on the form otherwise); a click on a tool before hydration
 * is kept and replayed (decision 041). A browser without scripting hides it (`noscript:`): the
 * textarea and the upload form below the editor remain.
 */
export function useContentToolbar({ label, textarea, textareaId }: { label: string; textarea: RefObject<HTMLTextAreaElement | null>; textareaId: string }) {
  const { t } = useI18n();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const [openings, setOpenings] = useState(0);
  const [selection, setSelection] = useState<SourceSelection | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const pendingEdit = useRef<{ edit: SourceEdit; announce?: string } | null>(null);

  function afterDialog() {
    const element = textarea.current;
    if (!element) return;
    const pending = pendingEdit.current;
    pendingEdit.current = null;
    if (!pending) return element.focus();
    applyEdit(element, pending.edit);
    if (pending.announce) setAnnouncement(pending.announce);
  }

  function run(action: ToolbarAction) {
    const element = textarea.current;
    if (!element) return;
    if (action === "link" || action === "image") {
      // The dialog takes the focus: remember where the edit goes.
      setSelection(selectionOf(element));
      setAnnouncement("");
      setOpenings((count) => count + 1);
      setDialog(action);
      return;
    }
    applyEdit(element, applyFormat(selectionOf(element), action));
  }

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const next = { ArrowRight: active + 1 > last ? 0 : active + 1, ArrowLeft: active - 1 < 0 ? last : active - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  function onTextareaKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = shortcuts[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    run(action);
  }

  const toolbar = (
    <>
      <div
        role="toolbar"
        aria-label={label}
        aria-controls={textareaId}
        onKeyDown={moveFocus}
        className="mt-1 flex flex-wrap gap-1 rounded-t-md border border-b-0 border-gray-400 bg-gray-50 p-1 noscript:hidden"
        data-testid="content-toolbar"
      >
        {tools.map((tool, index) => {
          const Icon = tool.icon;
          return (
            <button
              key={tool.action}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === active ? 0 : -1}
              aria-label={t(tool.label)}
              aria-keyshortcuts={tool.shortcut}
              aria-haspopup={tool.action === "link" || tool.action === "image" ? "dialog" : undefined}
              title={t(tool.label)}
              onFocus={() => setActive(index)}
              onClick={() => run(tool.action)}
              className="inline-flex h-9 w-9 items-center justify-center rounded text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
            </button>
          );
        })}
      </div>
      <LinkDialog
        key={`link-${openings}`}
        open={dialog === "link"}
        onOpenChange={(open) => setDialog(open ? "link" : null)}
        selection={selection}
        onEdit={(edit) => {
          pendingEdit.current = { edit };
        }}
        onClosed={afterDialog}
      />
      <ImageDialog
        key={`image-${openings}`}
        open={dialog === "image"}
        onOpenChange={(open) => setDialog(open ? "image" : null)}
        selection={selection}
        onEdit={(edit) => {
          pendingEdit.current = { edit, announce: t("admin.content.image.inserted") };
        }}
        onClosed={afterDialog}
      />
    </>
  );
  const status = (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );
  return { toolbar, status, onTextareaKeyDown };
}

/**
 * The upload without JavaScript, rendered inside <noscript>: a plain form to the same action, whose
 * answer shows the <img> code to paste into the content (the toolbar cannot insert it there).
 */
export function NoScriptImageUpload({ upload }: { upload: UploadAnswer["upload"] }) {
  const { t, language } = useI18n();
  const action = useUploadAction();
  const size = formatFileSize(contentImageLimitBytes, language);
  const image = upload?.image;
  const errors = upload?.errors ?? {};
  return (
    <section aria-labelledby="noscript-image-upload" className="mt-8 max-w-4xl border-t border-gray-300 pt-6">
      <h2 id="noscript-image-upload" className="text-xl font-semibold">
        {t("admin.content.image.noscript.heading")}
      </h2>
      <p className="mt-2 text-muted">{t("admin.content.image.noscript.note")}</p>
      {image ? (
        <div className="mt-4">
          <label htmlFor="noscript-image-code" className="block font-medium">
            {t("admin.content.image.noscript.code")}
          </label>
          <textarea
            id="noscript-image-code"
            readOnly
            rows={2}
            value={appliedEdit("", insertImage({ value: "", start: 0, end: 0 }, image))}
            className={`${fieldClass} font-mono text-sm`}
          />
        </div>
      ) : null}
      <form method="post" encType="multipart/form-data" action={action} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="uploadImage" />
        <div>
          <label htmlFor="noscript-image-file" className="block font-medium">
            {t("admin.content.image.file")}
          </label>
          <input
            id="noscript-image-file"
            type="file"
            name="image"
            accept="image/png,image/jpeg,image/webp,image/gif"
            required
            aria-describedby="noscript-image-file-hint noscript-image-file-error"
            className="mt-1 block w-full text-sm"
          />
          <p id="noscript-image-file-hint" className="mt-1 text-sm text-muted">
            {t("admin.content.image.fileHint", { size })}
          </p>
          <FieldError id="noscript-image-file-error" error={errors.image} values={{ size }} />
        </div>
        <div>
          <label htmlFor="noscript-image-alt" className="block font-medium">
            {t("admin.content.image.alt")}
          </label>
          <input
            id="noscript-image-alt"
            name="alt"
            maxLength={300}
            aria-describedby="noscript-image-alt-hint noscript-image-alt-error"
            className={fieldClass}
          />
          <p id="noscript-image-alt-hint" className="mt-1 text-sm text-muted">
            {t("admin.content.image.altHint")}
          </p>
          <FieldError id="noscript-image-alt-error" error={errors.alt} />
        </div>
        <div className="flex items-start gap-2">
          <input id="noscript-image-decorative" type="checkbox" name="decorative" className="mt-1 h-4 w-4" />
          <label htmlFor="noscript-image-decorative">{t("admin.content.image.decorative")}</label>
        </div>
        <button type="submit" className={primaryButton}>
          {t("admin.content.image.noscript.heading")}
        </button>
      </form>
    </section>
  );
}
