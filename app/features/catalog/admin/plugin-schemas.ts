import { z } from "../../../zod.ts";
import { recordIdOf } from "../../../lib/ids.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { formValue } from "../../admin-kit/admin-form.ts";
import { typedDayField } from "../../admin-kit/typed-dates.ts";
import { isPluginCategory } from "../catalogue-filter.ts";

const required: MessageKey = "admin.plugins.error.required";
const tooLong: MessageKey = "admin.plugins.error.tooLong";

/** Lowercase ASCII words joined by single hyphens, as WordPress names plugin folders. */
export const pluginSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxPluginSlugLength = 100;

/**
 * A plugin page on WordPress.org, also on a locale subdomain (`de.wordpress.org`); stored with
 * its trailing slash.
 */
const wordpressOrgUrlPattern = /^https:\/\/(?:[a-z]{2,3}(?:-[a-z]{2,3})?\.)?wordpress\.org\/plugins\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** The query parameter of the releases list on the plugin page (`?releases=2`). */
export const releasePageParam = "releases";

/** Numeric versions as WordPress compares them: 1.4, 2.0.1, 1.2.3.4. */
export const releaseVersionPattern = /^\d{1,4}(?:\.\d{1,4}){1,3}$/;
const wordpressVersionPattern = /^\d{1,2}\.\d{1,2}(?:\.\d{1,2})?$/;

/** Windows line ends from a textarea become plain ones; trailing blanks go. */
function normalisedText(value: string): string {
  return value.replace(/\r\n?/g, "\n").trim();
}

/** One entry per line (features, changelog), without empty lines or surrounding blanks. */
function normalisedLines(value: string): string {
  return normalisedText(value)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

function text(max: number, options: { required?: boolean } = {}) {
  const base = z.string().max(max, tooLong);
  return options.required ? base.min(1, required) : base;
}

const date = z.string().min(1, required).pipe(typedDayField("admin.plugins.error.date"));

/** An amount in euros as typed ("49", "49.90", "49,90"), in cents. */
export function centsOfEuros(value: string): number | undefined {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(value.replace(/\s|€/g, ""));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** A rating as typed ("4.8", "4,8"), in tenths of a star. */
function ratingTenthsOf(value: string): number | undefined {
  const match = /^([0-5])(?:[.,](\d))?$/.exec(value);
  if (!match) return undefined;
  const tenths = Number(match[1]) * 10 + Number(match[2] ?? "0");
  return tenths >= 10 && tenths <= 50 ? tenths : undefined;
}

const pluginFieldsSchema = z
  .object({
    slug: z.string().min(1, required).max(maxPluginSlugLength, tooLong).regex(pluginSlugPattern, "admin.plugins.error.slug"),
    name_de: text(120, { required: true }),
    name_en: text(120, { required: true }),
    description_de: text(400, { required: true }),
    description_en: text(400, { required: true }),
    body_de: text(20_000).transform(normalisedText),
    body_en: text(20_000).transform(normalisedText),
    features_de: text(4_000).transform(normalisedLines),
    features_en: text(4_000).transform(normalisedLines),
    released_on: date,
    is_free: z.boolean(),
    origin: z.enum(["own", "wordpress_org"], { error: required }),
    wordpress_org_url: z.string().max(300, tooLong),
    rating: z.string(),
    rating_count: z.string(),
    // "" leaves the plugin uncategorised; anything else must be a category the filter on /plugins offers.
    category: z.string().refine((value) => value === "" || isPluginCategory(value), "admin.plugins.error.category"),
  })
  .superRefine((fields, context) => {
    if (fields.origin === "wordpress_org" && !wordpressOrgUrlPattern.test(fields.wordpress_org_url)) {
      context.addIssue({ code: "custom", path: ["wordpress_org_url"], message: "admin.plugins.error.wordpressOrgUrl" });
    }
    if (fields.rating && ratingTenthsOf(fields.rating) === undefined) {
      context.addIssue({ code: "custom", path: ["rating"], message: "admin.plugins.error.rating" });
    }
    const count = fields.rating_count;
    if (fields.rating ? !/^[1-9]\d{0,6}$/.test(count) : count !== "" && count !== "0") {
      context.addIssue({ code: "custom", path: ["rating_count"], message: "admin.plugins.error.ratingCount" });
    }
  })
  .transform((fields) => {
    const ratingTenths = fields.rating ? (ratingTenthsOf(fields.rating) ?? null) : null;
    const wordpressOrgUrl = fields.origin === "wordpress_org" ? fields.wordpress_org_url.replace(/\/?$/, "/") : null;
    return {
      slug: fields.slug,
      name_de: fields.name_de,
      name_en: fields.name_en,
      description_de: fields.description_de,
      description_en: fields.description_en,
      body_de: fields.body_de,
      body_en: fields.body_en,
      features_de: fields.features_de,
      features_en: fields.features_en,
      released_on: fields.released_on,
      is_free: fields.is_free ? (1 as const) : (0 as const),
      wordpress_org_url: wordpressOrgUrl,
      rating_tenths: ratingTenths,
      rating_count: ratingTenths === null ? 0 : Number(fields.rating_count),
      category: fields.category || null,
    };
  });

/** The editable columns of a plugin, validated and normalised. */
export type PluginFields = z.output<typeof pluginFieldsSchema>;

export const pluginFieldNames = [
  "slug",
  "name_de",
  "name_en",
  "description_de",
  "description_en",
  "body_de",
  "body_en",
  "features_de",
  "features_en",
  "released_on",
  "origin",
  "wordpress_org_url",
  "rating",
  "rating_count",
  "category",
] as const;

function fieldsOf<const Names extends readonly string[]>(form: FormData, names: Names): Record<Names[number], string> {
  return Object.fromEntries(names.map((name) => [name, formValue(form, name)])) as Record<Names[number], string>;
}

export function parsePluginFields(form: FormData) {
  return pluginFieldsSchema.safeParse({ ...fieldsOf(form, pluginFieldNames), is_free: form.get("is_free") === "on" });
}

const pricingOptionSchema = z
  .object({
    name_de: text(80, { required: true }),
    name_en: text(80, { required: true }),
    price: z.string().min(1, required),
    unlimited: z.boolean(),
    site_limit: z.string(),
    update_months: z
      .string()
      .min(1, required)
      .regex(/^(?:[1-9]|[1-9]\d|1[01]\d|120)$/, "admin.plugins.error.updateMonths"),
  })
  .superRefine((fields, context) => {
    const cents = centsOfEuros(fields.price);
    if (cents === undefined || cents === 0) context.addIssue({ code: "custom", path: ["price"], message: "admin.plugins.error.price" });
    if (!fields.unlimited && !/^[1-9]\d{0,3}$/.test(fields.site_limit)) {
      context.addIssue({ code: "custom", path: ["site_limit"], message: "admin.plugins.error.siteLimit" });
    }
  })
  .transform((fields) => ({
    name_de: fields.name_de,
    name_en: fields.name_en,
    amount_cents: centsOfEuros(fields.price) ?? 0,
    site_limit: fields.unlimited ? null : Number(fields.site_limit),
    update_months: Number(fields.update_months),
  }));

export type PricingOptionFields = z.output<typeof pricingOptionSchema>;

export function parsePricingOption(form: FormData) {
  return pricingOptionSchema.safeParse({
    ...fieldsOf(form, ["name_de", "name_en", "price", "site_limit", "update_months"] as const),
    unlimited: form.get("unlimited") === "on",
  });
}

const wordpressVersion = z.string().min(1, required).regex(wordpressVersionPattern, "admin.plugins.error.wordpressVersion");

const releaseSchema = z.object({
  version: z.string().min(1, required).regex(releaseVersionPattern, "admin.plugins.error.version"),
  released_on: date,
  changelog_de: text(10_000, { required: true }).transform(normalisedLines),
  changelog_en: text(10_000, { required: true }).transform(normalisedLines),
  requires_wordpress: wordpressVersion,
  tested_up_to: wordpressVersion,
  requires_php: z
    .string()
    .min(1, required)
    .regex(/^\d\.\d{1,2}(?:\.\d{1,2})?$/, "admin.plugins.error.phpVersion"),
});

export type ReleaseFields = z.output<typeof releaseSchema>;

export function parseRelease(form: FormData) {
  return releaseSchema.safeParse(
    fieldsOf(form, ["version", "released_on", "changelog_de", "changelog_en", "requires_wordpress", "tested_up_to", "requires_php"] as const),
  );
}

/** A screenshot's caption in both languages: one line each, shown under the picture and as its alternative text. */
const screenshotCaptionsSchema = z.object({
  caption_de: text(200, { required: true }).transform((value) => value.replace(/\s+/g, " ")),
  caption_en: text(200, { required: true }).transform((value) => value.replace(/\s+/g, " ")),
});

export type ScreenshotCaptions = z.output<typeof screenshotCaptionsSchema>;

export function parseScreenshotCaptions(form: FormData) {
  return screenshotCaptionsSchema.safeParse(fieldsOf(form, ["caption_de", "caption_en"] as const));
}

/** The id of a record named by a hidden field, or undefined when it is no id an `integer` column can hold. */
export function idField(form: FormData, name: string): number | undefined {
  return recordIdOf(formValue(form, name)) ?? undefined;
}
