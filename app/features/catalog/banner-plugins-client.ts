import type { Language } from "../../i18n/paths.ts";
import { readJson } from "../api/api-client.ts";
import type { BannerPlugin } from "./plugin.ts";

/** The plugin list retries twice (once more than other reads), so it is asked for three times before the page gives up. */
export const pluginListRetries = 2;

function asPluginList(value: unknown): BannerPlugin[] {
  if (!Array.isArray(value)) throw new Error("GET /api/banner-plugins did not answer a list");
  return value as BannerPlugin[];
}

/** The published plugins in display order, from the browser (client-side navigation). */
export async function fetchBannerPlugins(language: Language, signal?: AbortSignal): Promise<BannerPlugin[]> {
  const plugins = await readJson(`/api/banner-plugins?lang=${language}`, { retries: pluginListRetries, signal, parse: asPluginList });
  return plugins ?? [];
}
