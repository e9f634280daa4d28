import { docsDe } from "../../i18n/de/docs.ts";
import { docsEn } from "../../i18n/en/docs.ts";
import type { Messages } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";

/**
 * The docs texts for client-side navigation, where no server loader sends them. Imported on
 * their own so the browser gets this area only, not the whole catalogue.
 */
export const docsMessages: Record<Language, Messages> = { de: docsDe, en: docsEn };
