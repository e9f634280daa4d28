import { data } from "react-router";
import { formValue } from "../../admin-kit/admin-form.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { type PluginActionData, pluginRecord } from "../../catalog/admin/plugin-outcome.ts";
import { type AddedPluginSection, refusal } from "../../catalog/admin/plugin-pages.server.ts";
import { saveLegacyIdentity } from "./legacy-identity.server.ts";

/** The plugin editor's section of the plugin's names under its old licence server (decision 049), audited in the change's transaction. */
export const legacyIdentitySection: AddedPluginSection = {
  intent: "saveLegacy",
  async act(form, { db, admin, pluginId }) {
    const plugin = await db.selectFrom("plugins").select(["id", "slug"]).where("id", "=", pluginId).executeTakeFirst();
    if (!plugin) throw data(null, { status: 404 });
    const fields = {
      eddItemIds: formValue(form, "eddItemIds"),
      eddItemNames: formValue(form, "eddItemNames"),
      eddPath: formValue(form, "eddPath"),
      pucSlug: formValue(form, "pucSlug"),
      pucMetadataPath: formValue(form, "pucMetadataPath"),
      pucLicenseParameter: formValue(form, "pucLicenseParameter"),
    };
    const outcome = await saveLegacyIdentity(db, pluginId, fields, (trx, change) =>
      recordAudit(trx, {
        actor: admin,
        action: "plugin.legacy.update",
        record: pluginRecord(plugin),
        before: { ...change.before },
        after: { ...change.after },
      }),
    );
    if (!outcome.ok) return refusal("saveLegacy", 400, outcome.errors);
    return data<PluginActionData>({ intent: "saveLegacy", notice: "admin.plugins.legacy.saved" });
  },
};
