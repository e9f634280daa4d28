import type { Language } from "../../i18n/paths.ts";

/**
 * The categories a plugin may have. A fixed list, not a table: each key's name is in the language
 * catalogues (`catalog.category.<key>`), so the filter reads right in both languages, and the
 * admin editor offers exactly these.
 */
export const pluginCategories = ["ecommerce", "booking", "forms", "privacy", "seo", "administration", "content"] as const;
export type PluginCategory = (typeof pluginCategories)[number];

export function isPluginCategory(value: unknown): value is PluginCategory {
  return typeof value === "string" && (pluginCategories as readonly string[]).includes(value);
}

export const priceFilters = ["all", "free", "paid"] as const;
export type PriceFilter = (typeof priceFilters)[number];

/** Longer search text is not a search anybody types; it is ignored like any other bad parameter. */
export const maxSearchLength = 100;

/** The query parameters a /plugins URL is read by; the page cache keys the page by exactly these (decision 040). */
export const catalogueQueryParameters = ["q", "price", "category"] as const;

/** What a visitor asked /plugins for: `?q=…&price=free|paid&category=…`. */
export interface CatalogueFilter {
  /** Trimmed, inner blanks collapsed; "" for no search. */
  search: string;
  price: PriceFilter;
  category: PluginCategory | null;
}

export const noFilter: CatalogueFilter = { search: "", price: "all", category: null };

/**
 * The filter of a /plugins URL. A parameter that is missing, repeated or not one of the known
 * values counts as not given, so a hand-edited or outdated link still shows the catalogue.
 */
export function catalogueFilterOf(params: URLSearchParams): CatalogueFilter {
  const single = (name: string): string | undefined => {
    const values = params.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  const [searchParameter, priceParameter, categoryParameter] = catalogueQueryParameters;
  const search = (single(searchParameter) ?? "").replace(/\s+/g, " ").trim();
  const price = single(priceParameter);
  const category = single(categoryParameter);
  return {
    search: search.length <= maxSearchLength ? search : "",
    price: price === "free" || price === "paid" ? price : "all",
    category: isPluginCategory(category) ? category : null,
  };
}

export function isFiltered(filter: CatalogueFilter): boolean {
  return filter.search !== "" || filter.price !== "all" || filter.category !== null;
}

/** `/plugins` with the filter's parameters and `lang=en` for English, the way the page's own links keep them. */
export function cataloguePath(filter: CatalogueFilter, language: Language): string {
  const params = new URLSearchParams();
  if (filter.search) params.set("q", filter.search);
  if (filter.price !== "all") params.set("price", filter.price);
  if (filter.category) params.set("category", filter.category);
  if (language === "en") params.set("lang", "en");
  const query = params.toString();
  return query ? `/plugins?${query}` : "/plugins";
}

/** Lower case without accents, so "osterreich" finds "Österreich" and "Form" finds "form". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Every word of the search occurs in one of the texts (a plugin's name and description in both languages). */
export function matchesSearch(search: string, texts: readonly string[]): boolean {
  if (!search) return true;
  const haystack = folded(texts.join("\n"));
  return folded(search)
    .split(" ")
    .every((word) => haystack.includes(word));
}
