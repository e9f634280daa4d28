import { Link } from "react-router";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { textLinkClass } from "./plugin-status-badge.tsx";
import { PluginTextsForm } from "./plugin-texts-form.tsx";

/** A new plugin starts as a draft; prices, image and releases follow on its own page. */
export function NewPluginScreen({ errors }: { errors: Record<string, MessageKey> | undefined }) {
  const { t } = useI18n();
  return (
    <>
      <p>
        <Link to="/admin/plugins" className={textLinkClass}>
          {t("admin.plugins.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t("admin.plugins.new.title")}</h1>
      <p className="mt-2 mb-6 text-muted">{t("admin.plugins.new.intro")}</p>
      <PluginTextsForm errors={errors} slugLocked={false} />
    </>
  );
}
