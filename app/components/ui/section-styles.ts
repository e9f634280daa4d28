/** Shared section layout of the marketing and service pages (buttons: button-styles.ts beside it). */
export const container = "mx-auto max-w-6xl px-4";
/** A marketing section: padded alike; below the first screen it renders only as it nears the viewport (lazy-render, app.css). */
export const sectionSpacing = "lazy-render py-16 md:py-20";
export const sectionTitle = "text-2xl font-bold tracking-tight md:text-3xl";
export const sectionLead = "mt-3 max-w-2xl text-lg text-muted";
