import type { Route } from "./+types/admin.plugin";
import { servicesContext } from "../context.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { PluginEditorScreen } from "../features/catalog/admin/plugin-editor-screen.tsx";
import { pluginEditorAction, pluginEditorLoader } from "../features/catalog/admin/plugin-pages.server.ts";
import { legacyIdentityEditorSection } from "../features/licenses/admin/legacy-identity-panel.tsx";
import { legacyIdentityOf } from "../features/licenses/admin/legacy-identity.server.ts";
import { legacyIdentitySection } from "../features/licenses/admin/plugin-legacy-section.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

/** The catalogue's plugin editor with the licences' section of the plugin's old licence server names (decision 049). */
export async function loader(args: Route.LoaderArgs) {
  const editor = await pluginEditorLoader(args);
  return { ...editor, legacy: await legacyIdentityOf(args.context.get(servicesContext).db, editor.plugin.id) };
}

export async function action(args: Route.ActionArgs) {
  return pluginEditorAction(args, [legacyIdentitySection]);
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminPlugin({ loaderData, actionData }: Route.ComponentProps) {
  const { legacy, ...editor } = loaderData;
  return <PluginEditorScreen {...editor} actionData={actionData} addedSections={[legacyIdentityEditorSection(legacy, actionData)]} />;
}
