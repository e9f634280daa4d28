import { Form, useLocation } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ConfirmSubmit } from "../../admin-kit/confirm-submit.tsx";
import { ActionNotice, FormField } from "../../admin-kit/form-field.tsx";
import type { PluginActionData } from "./plugin-outcome.ts";
import { formatFileSize } from "../../../i18n/format.ts";
import type { AdminScreenshot } from "./screenshots.server.ts";
import { UploadField } from "./upload-field.tsx";
import { MoveButtons } from "./move-buttons.tsx";

type Errors = PluginActionData["errors"];

/** The captions of a screenshot, each marked with its language for screen readers. */
function CaptionFields({ screenshot, errors }: { screenshot?: AdminScreenshot; errors: Errors }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div lang="de">
        <FormField
          name="caption_de"
          label={t("admin.plugins.screenshot.captionDe")}
          defaultValue={screenshot?.caption_de}
          error={errors?.caption_de}
          required
          maxLength={200}
        />
      </div>
      <div lang="en">
        <FormField
          name="caption_en"
          label={t("admin.plugins.screenshot.captionEn")}
          defaultValue={screenshot?.caption_en}
          error={errors?.caption_en}
          required
          maxLength={200}
        />
      </div>
    </div>
  );
}

function ScreenshotCard({
  screenshot,
  index,
  count,
  actionData,
}: {
  screenshot: AdminScreenshot;
  index: number;
  count: number;
  actionData: PluginActionData | undefined;
}) {
  const { t, language } = useI18n();
  const formId = `plugin-screenshot-${screenshot.id}`;
  const mine = actionData?.screenshot === screenshot.id ? actionData : undefined;
  const caption = screenshot[`caption_${language}`];
  const position = index + 1;
  return (
    <li className="flex flex-wrap gap-4 rounded-lg border border-gray-300 bg-white p-4" data-testid="plugin-screenshot">
      <div className="w-60 max-w-full shrink-0">
        <img
          src={screenshot.image}
          alt={t("admin.plugins.screenshot.preview", { position })}
          width={screenshot.width}
          height={screenshot.height}
          loading="lazy"
          className="h-auto w-full rounded-md border border-gray-300"
        />
        <p className="mt-2 text-sm text-muted">
          {t("admin.plugins.screenshot.size", { width: screenshot.width, height: screenshot.height })}{" "}
          {screenshot.variants ? t("admin.plugins.screenshot.variants", { count: screenshot.variants }) : t("admin.plugins.screenshot.shipped")}
        </p>
        {screenshot.imageEn ? <p className="mt-1 text-sm text-muted">{t("admin.plugins.screenshot.perLanguage")}</p> : null}
      </div>
      <Form method="post" id={formId} noValidate className="min-w-0 flex-1" aria-label={t("admin.plugins.screenshot.formLabel", { position })}>
        <input type="hidden" name="screenshotId" value={screenshot.id} />
        <CaptionFields screenshot={screenshot} errors={mine?.errors} />
        <ActionNotice success={mine?.notice} error={mine?.errors?.form} />
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <button type="submit" name="intent" value="saveScreenshot" className={buttonStyles.secondary}>
            {t("admin.plugins.screenshot.save")}
          </button>
          <MoveButtons name={caption} first={index === 0} last={index === count - 1} intents={{ up: "screenshotUp", down: "screenshotDown" }} />
          <ConfirmSubmit
            form={formId}
            intent="deleteScreenshot"
            label={t("admin.plugins.screenshot.delete")}
            title={t("admin.plugins.screenshot.deleteTitle", { caption })}
            description={t("admin.plugins.screenshot.deleteText")}
            confirmLabel={t("admin.plugins.screenshot.deleteConfirm")}
          />
        </div>
      </Form>
    </li>
  );
}

interface ScreenshotsPanelProps {
  screenshots: AdminScreenshot[];
  limits: { bytes: number; count: number };
  actionData: PluginActionData | undefined;
}

/** A plugin's screenshots: upload with captions in both languages, change captions, reorder, remove. */
export function ScreenshotsPanel({ screenshots, limits, actionData }: ScreenshotsPanelProps) {
  const { t, language } = useI18n();
  const { pathname } = useLocation();
  const adding = actionData?.intent === "addScreenshot" ? actionData : undefined;
  // A deleted screenshot's card is gone: its outcome shows above the list.
  const deleted = actionData?.intent === "deleteScreenshot" ? actionData : undefined;
  const size = formatFileSize(limits.bytes, language);
  return (
    <section aria-labelledby="plugin-screenshots" className="mt-10">
      <h2 id="plugin-screenshots" className="text-xl font-semibold">
        {t("admin.plugins.screenshots.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("admin.plugins.screenshots.intro")}</p>
      <ActionNotice success={deleted?.notice} error={deleted?.errors?.form} />
      {screenshots.length === 0 ? <p className="mt-4">{t("admin.plugins.screenshots.none")}</p> : null}
      <ol className="mt-4 space-y-4">
        {screenshots.map((screenshot, index) => (
          // Keyed by the saved captions too: a saved card starts afresh with what the server kept.
          <ScreenshotCard
            key={[screenshot.id, screenshot.caption_de, screenshot.caption_en].join("|")}
            screenshot={screenshot}
            index={index}
            count={screenshots.length}
            actionData={actionData}
          />
        ))}
      </ol>
      {screenshots.length >= limits.count ? (
        <p className="mt-6">{t("admin.plugins.screenshots.full", { count: limits.count })}</p>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          action={`${pathname}?upload=screenshot`}
          noValidate
          className="mt-6 space-y-4 rounded-lg border border-gray-300 bg-white p-4"
          aria-labelledby="plugin-screenshot-add"
          key={screenshots.length}
        >
          <h3 id="plugin-screenshot-add" className="font-semibold">
            {t("admin.plugins.screenshots.add")}
          </h3>
          <UploadField
            name="screenshot"
            label={t("admin.plugins.screenshot.file")}
            accept="image/png,image/jpeg,image/webp"
            required
            hint={t("admin.plugins.screenshot.hint", { size })}
            error={adding?.errors?.screenshot}
            size={size}
          />
          <CaptionFields errors={adding?.errors} />
          <ActionNotice success={adding?.notice} error={adding?.errors?.form} />
          <button type="submit" name="intent" value="addScreenshot" className={buttonStyles.primary}>
            {t("admin.plugins.screenshots.addSubmit")}
          </button>
        </Form>
      )}
    </section>
  );
}
