/**
 * A post lives at `/{slug}`, the single-segment catch-all of `app/routes.ts`, so a slug must never
 * be the first segment of another route (that route would win and the post could not be reached)
 * nor the name of a static folder (Express answers those before the router).
 * `blog-slug.test.ts` checks these lists against `app/routes.ts` and `public/`.
 */
export const routeFirstSegments: readonly string[] = [
  "about-us",
  "account",
  "admin",
  "anmelden",
  "api",
  "aufgaben",
  "blog",
  "checkout",
  "contact",
  "credits",
  "dashboard-admin",
  "datenschutz",
  "docs",
  "guthaben",
  "home",
  "impressum",
  "invoices",
  "kasse",
  "kaufhistorie",
  "kontakt",
  "konto",
  "licenses",
  "leistungen",
  "lizenzen",
  "login",
  "media",
  "meine-lizenzen",
  "my-licenses",
  "payment",
  "payment-cancel",
  "payment-success",
  "plugin",
  "plugins",
  "privacy",
  "purchase-history",
  "register",
  "registrieren",
  "reset-password",
  "robots.txt",
  "services",
  "set-password",
  "sitemap.xml",
  "task-invoices",
  "tasks",
  "terms-and-agreements",
  "ueber-uns",
  "verify-email",
  "was-wir-tun",
  "what-we-do",
  "widerrufsbelehrung",
  "widerrufsformular",
  "withdrawal-form",
  "withdrawal-policy",
  "zahlung-erfolgreich",
  "zahlung-storniert",
];

/** Paths Express serves before the router: health checks, built assets and the folders of `public/`. */
export const serverFirstSegments: readonly string[] = ["healthz", "readyz", "assets", "images", "videos"];

const reservedFirstSegments = new Set([...routeFirstSegments, ...serverFirstSegments]);

/** Lowercase ASCII words joined by single hyphens: readable, and the same in every language. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const maxBlogSlugLength = 120;

/** Why a slug cannot name a post, or undefined when it can. */
export function blogSlugProblem(slug: string): string | undefined {
  if (!blogSlugPattern.test(slug)) return `The slug "${slug}" must be lowercase letters and digits joined by single hyphens`;
  if (slug.length > maxBlogSlugLength) return `The slug "${slug}" is longer than ${maxBlogSlugLength} characters`;
  if (reservedFirstSegments.has(slug)) return `The slug "${slug}" is taken by a route of the site`;
  return undefined;
}
