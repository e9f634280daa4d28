import { useI18n } from "../../../i18n/i18n-context.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { DetailHeading } from "../../admin-kit/page-heading.tsx";

const codeBlock = "mt-2 overflow-x-auto rounded-md border border-gray-300 bg-gray-50 p-4 font-mono text-sm leading-relaxed text-ink";

/**
 * How the company's plugins get licence activation and updates from this shop: the client to
 * download and the few lines each plugin needs, already pointing at this site.
 */
export function LicenseClientScreen({ updateUri, example }: { updateUri: string; example: string }) {
  const { t } = useI18n();
  return (
    <>
      <DetailHeading backHref="/admin/plugins" backLabel={t("admin.plugins.back")} title={t("admin.client.title")} />
      <p className="mt-2 max-w-3xl text-muted">{t("admin.client.intro")}</p>
      <p className="mt-4">
        <a href="/admin/plugins/client/download" className={buttonStyles.primary} download>
          {t("admin.client.download")}
        </a>
      </p>

      <section aria-labelledby="client-what" className="mt-8 max-w-3xl">
        <h2 id="client-what" className="text-xl font-semibold">
          {t("admin.client.what.title")}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>{t("admin.client.what.screen")}</li>
          <li>{t("admin.client.what.updates")}</li>
          <li>{t("admin.client.what.daily")}</li>
          <li>{t("admin.client.what.uninstall")}</li>
          <li>{t("admin.client.what.languages")}</li>
        </ul>
      </section>

      <section aria-labelledby="client-steps" className="mt-8 max-w-3xl">
        <h2 id="client-steps" className="text-xl font-semibold">
          {t("admin.client.steps.title")}
        </h2>
        <ol className="mt-2 list-decimal space-y-4 pl-6">
          <li>{t("admin.client.steps.copy")}</li>
          <li>
            {t("admin.client.steps.header")}
            <pre className={codeBlock}>
              <code>{`Update URI: ${updateUri}`}</code>
            </pre>
          </li>
          <li>
            {t("admin.client.steps.register")}
            <pre className={codeBlock} data-testid="license-client-example">
              <code>{example}</code>
            </pre>
          </li>
          <li>{t("admin.client.steps.version")}</li>
          <li>{t("admin.client.steps.release")}</li>
        </ol>
      </section>

      <section aria-labelledby="client-sent" className="mt-8 max-w-3xl">
        <h2 id="client-sent" className="text-xl font-semibold">
          {t("admin.client.sent.title")}
        </h2>
        <p className="mt-2">{t("admin.client.sent.text")}</p>
      </section>
    </>
  );
}
