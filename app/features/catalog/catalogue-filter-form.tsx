import { Search } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type CatalogueFilter, isFiltered, maxSearchLength, noFilter, cataloguePath, pluginCategories, priceFilters } from "./catalogue-filter.ts";

const control = "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2";

/**
 * Search, price and category for /plugins as a GET form: without JavaScript the browser submits it
 * and the server answers the filtered page (cacheable by its URL); with it, React Router navigates
 * to the same URL without reloading. English keeps `lang=en` through a hidden field.
 */
export function CatalogueFilterForm({ filter }: { filter: CatalogueFilter }) {
  const { t, language } = useI18n();
  const id = useId();
  return (
    <div role="search" aria-label={t("catalog.filter.label")} className="mt-8">
      <Form
        method="get"
        action="/plugins"
        className="grid gap-4 rounded-xl border border-gray-200 bg-gray-50 p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-start"
      >
        {language === "en" ? <input type="hidden" name="lang" value="en" /> : null}
        <div>
          <label htmlFor={`${id}-q`} className="font-medium">
            {t("catalog.filter.search")}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={filter.search}
            maxLength={maxSearchLength}
            aria-describedby={`${id}-q-hint`}
            className={control}
          />
          <p id={`${id}-q-hint`} className="mt-1 text-sm text-muted">
            {t("catalog.filter.searchHint")}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-price`} className="font-medium">
            {t("catalog.filter.price")}
          </label>
          <select id={`${id}-price`} name="price" defaultValue={filter.price} className={control}>
            {priceFilters.map((price) => (
              <option key={price} value={price}>
                {t(`catalog.filter.price.${price}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="font-medium">
            {t("catalog.filter.category")}
          </label>
          <select id={`${id}-category`} name="category" defaultValue={filter.category ?? ""} className={control}>
            <option value="">{t("catalog.filter.category.all")}</option>
            {pluginCategories.map((category) => (
              <option key={category} value={category}>
                {t(`catalog.category.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3 md:mt-7">
          <button type="submit" className={buttonStyles.primary}>
            <Search aria-hidden="true" className="h-4 w-4" />
            {t("catalog.filter.submit")}
          </button>
          {isFiltered(filter) ? (
            <Link to={cataloguePath(noFilter, language)} className={buttonStyles.secondary}>
              {t("catalog.filter.reset")}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
