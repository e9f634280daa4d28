import { Fragment, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatFileSize } from "../../../i18n/format.ts";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import { ConfirmSubmit } from "../../admin-kit/confirm-submit.tsx";
import { ActionNotice } from "../../admin-kit/form-field.tsx";
import { DetailHeading } from "../../admin-kit/page-heading.tsx";
import { FaqPanel } from "./faq-panel.tsx";
import type { AdminFaqEntry } from "./plugin-faq.server.ts";
import { UnsavedChangesGuard } from "../../admin-kit/unsaved-changes.tsx";
import type { PluginActionData } from "./plugin-outcome.ts";
import { PluginStatusBadge } from "./plugin-status-badge.tsx";
import { PluginTextsForm } from "./plugin-texts-form.tsx";
import type { PluginRow } from "./plugins-admin.server.ts";
import { PricingPanel } from "./pricing-panel.tsx";
import type { AdminPricingOption } from "./pricing-options.server.ts";
import { ReleasesPanel } from "./releases-panel.tsx";
import type { AdminReleasePage } from "./releases.server.ts";
import { ScreenshotsPanel } from "./screenshots-panel.tsx";
import type { AdminScreenshot } from "./screenshots.server.ts";
import { UploadField } from "./upload-field.tsx";

export interface PluginEditorProps {
  plugin: PluginRow;
  options: AdminPricingOption[];
  releases: AdminReleasePage;
  usage: { orderItems: number; licenses: number };
  faq: AdminFaqEntry[];
  screenshots: AdminScreenshot[];
  notice: MessageKey | undefined;
  limits: { imageBytes: number; screenshotBytes: number; screenshots: number; zipBytes: number };
  actionData: PluginActionData | undefined;
  /** Sections of higher features (the licences' legacy identity), shown after the FAQ and before deletion. */
  addedSections: readonly PluginEditorSection[];
}

/** A section of the editor: the id of its heading, the heading's text for the section links, and the section. */
export interface PluginEditorSection {
  id: string;
  title: MessageKey;
  panel: ReactNode;
}

function only(actionData: PluginActionData | undefined, ...intents: string[]): PluginActionData | undefined {
  return actionData && intents.includes(actionData.intent) ? actionData : undefined;
}

function StatusPanel({ plugin, actionData }: { plugin: PluginRow; actionData: PluginActionData | undefined }) {
  const { t } = useI18n();
  const mine = only(actionData, "publish", "unpublish");
  const published = plugin.status === "published";
  return (
    <section aria-labelledby="plugin-state" className="mt-6 rounded-lg border border-gray-300 bg-white p-4">
      <h2 id="plugin-state" className="text-xl font-semibold">
        {t("admin.plugins.state.title")}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <PluginStatusBadge status={plugin.status} />
        <Form method="post">
          <button type="submit" name="intent" value={published ? "unpublish" : "publish"} className={published ? buttonStyles.secondary : buttonStyles.primary}>
            {t(published ? "admin.plugins.state.unpublish" : "admin.plugins.state.publish")}
          </button>
        </Form>
        {published ? (
          <Link to={`/plugin/${plugin.slug}`} className={linkClass}>
            {t("admin.plugins.state.view")}
          </Link>
        ) : (
          <p className="text-sm text-muted">{t("admin.plugins.state.draftHint")}</p>
        )}
      </div>
      <ActionNotice success={mine?.notice} error={mine?.errors?.form} />
    </section>
  );
}

function ImagePanel({ plugin, limitBytes, actionData }: { plugin: PluginRow; limitBytes: number; actionData: PluginActionData | undefined }) {
  const { t, language } = useI18n();
  const { pathname } = useLocation();
  const mine = only(actionData, "image");
  const size = formatFileSize(limitBytes, language);
  return (
    <section aria-labelledby="plugin-image" className="mt-10">
      <h2 id="plugin-image" className="text-xl font-semibold">
        {t("admin.plugins.image.title")}
      </h2>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        {plugin.image ? (
          <img
            src={plugin.image}
            alt={t("admin.plugins.image.current")}
            width={320}
            height={180}
            className="aspect-video w-80 max-w-full rounded-md border border-gray-300 object-cover"
            data-testid="plugin-image"
          />
        ) : (
          <p className="w-80 max-w-full rounded-md border border-dashed border-gray-400 p-6 text-center text-muted">{t("admin.plugins.image.none")}</p>
        )}
        <Form method="post" encType="multipart/form-data" action={`${pathname}?upload=image`} className="min-w-0 flex-1 space-y-3" key={plugin.image ?? "none"}>
          <UploadField
            name="image"
            label={t("admin.plugins.image.file")}
            accept="image/png,image/jpeg,image/webp"
            required
            hint={t("admin.plugins.image.hint", { size })}
            error={mine?.errors?.image}
            size={size}
          />
          <ActionNotice success={mine?.notice} error={mine?.errors?.form} />
          <button type="submit" name="intent" value="image" className={buttonStyles.primary}>
            {t("admin.plugins.image.upload")}
          </button>
        </Form>
      </div>
    </section>
  );
}

function DeletePanel({ plugin, usage, actionData }: { plugin: PluginRow; usage: PluginEditorProps["usage"]; actionData: PluginActionData | undefined }) {
  const { t, language } = useI18n();
  const mine = only(actionData, "delete");
  const name = plugin[`name_${language}`];
  return (
    <section aria-labelledby="plugin-delete" className="mt-10 rounded-lg border border-red-200 bg-white p-4">
      <h2 id="plugin-delete" className="text-xl font-semibold">
        {t("admin.plugins.delete.title")}
      </h2>
      {usage.orderItems || usage.licenses ? (
        <p className="mt-2" data-testid="plugin-delete-unavailable">
          {usage.orderItems ? t("admin.plugins.delete.sold", { count: usage.orderItems }) : t("admin.plugins.delete.licensed", { count: usage.licenses })}
        </p>
      ) : (
        <Form method="post" id="delete-plugin" className="mt-3">
          <p className="mb-3">{t("admin.plugins.delete.intro")}</p>
          <ConfirmSubmit
            form="delete-plugin"
            intent="delete"
            label={t("admin.plugins.delete.button")}
            title={t("admin.plugins.delete.confirmTitle", { name })}
            description={t("admin.plugins.delete.confirmText")}
            confirmLabel={t("admin.plugins.delete.confirm")}
          />
        </Form>
      )}
      <ActionNotice error={mine?.errors?.form} />
    </section>
  );
}

/** The editor's own sections in page order, each the id of its heading and the heading's text; added sections go before deletion. */
const ownSections: { id: string; title: MessageKey }[] = [
  { id: "plugin-state", title: "admin.plugins.state.title" },
  { id: "plugin-texts", title: "admin.plugins.texts.title" },
  { id: "plugin-image", title: "admin.plugins.image.title" },
  { id: "plugin-screenshots", title: "admin.plugins.screenshots.title" },
  { id: "plugin-pricing", title: "admin.plugins.pricing.title" },
  { id: "plugin-releases", title: "admin.plugins.releases.title" },
  { id: "plugin-faq", title: "admin.plugins.faq.title" },
];
const deletionSection = { id: "plugin-delete", title: "admin.plugins.delete.title" } as const;

/** Everything about one plugin: state, texts, image, screenshots, prices, releases, FAQ, the added sections and deletion. */
export function PluginEditorScreen({ plugin, options, releases, usage, screenshots, faq, notice, limits, actionData, addedSections }: PluginEditorProps) {
  const { t, language } = useI18n();
  const saved = only(actionData, "save");
  const sections = [...ownSections, ...addedSections, deletionSection];
  return (
    <UnsavedChangesGuard>
      <DetailHeading backHref="/admin/plugins" backLabel={t("admin.plugins.back")} title={plugin[`name_${language}`]} />
      <p className="mt-1 font-mono text-muted">{plugin.slug}</p>
      <nav aria-label={t("admin.plugins.sections")} className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {sections.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`} className={linkClass}>
                {t(title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ActionNotice success={notice} />
      <StatusPanel plugin={plugin} actionData={actionData} />
      <section aria-labelledby="plugin-texts" className="mt-10">
        <h2 id="plugin-texts" className="mb-4 text-xl font-semibold">
          {t("admin.plugins.texts.title")}
        </h2>
        {/* A save changes updated_at: the form starts afresh with the stored (normalised) texts. */}
        <PluginTextsForm
          key={plugin.updated_at}
          values={plugin}
          errors={saved?.errors}
          notice={saved?.notice}
          slugLocked={usage.orderItems > 0 || usage.licenses > 0}
        />
      </section>
      <ImagePanel plugin={plugin} limitBytes={limits.imageBytes} actionData={actionData} />
      <ScreenshotsPanel screenshots={screenshots} limits={{ bytes: limits.screenshotBytes, count: limits.screenshots }} actionData={actionData} />
      <PricingPanel options={options} actionData={actionData} />
      <ReleasesPanel releases={releases} hostedOnWordPressOrg={plugin.wordpress_org_url !== null} zipLimitBytes={limits.zipBytes} actionData={actionData} />
      <FaqPanel entries={faq} actionData={actionData} />
      {addedSections.map(({ id, panel }) => (
        <Fragment key={id}>{panel}</Fragment>
      ))}
      <DeletePanel plugin={plugin} usage={usage} actionData={actionData} />
    </UnsavedChangesGuard>
  );
}
