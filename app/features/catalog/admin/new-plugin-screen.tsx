import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { PluginTextsForm } from "./plugin-texts-form.tsx";
import { DetailHeading } from "../../admin-kit/page-heading.tsx";

/** A new plugin starts as a draft; prices, image and releases follow on its own page. */
export function NewPluginScreen({ errors }: { errors: Record<string, MessageKey> | undefined }) {
  const { t } = useI18n();
  return (
    <>
      <DetailHeading backHref="/admin/plugins" backLabel={t("admin.plugins.back")} title={t("admin.plugins.new.title")} />
      <p className="mt-2 mb-6 text-muted">{t("admin.plugins.new.intro")}</p>
      <PluginTextsForm errors={errors} slugLocked={false} />
    </>
  );
}
