import { Links, Meta, Outlet, ScrollRestoration, type ShouldRevalidateFunctionArgs, data, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { useContext, useEffect, useState } from "react";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interLatin from "./fonts/inter-latin-wght-400-700.woff2?url";
import { servicesContext } from "./context.ts";
import { layoutMessages } from "./i18n/catalogues.ts";
import { languageOfRequest } from "./i18n/detect.ts";
import { I18nProvider, useI18n } from "./i18n/i18n-context.tsx";
import { homePath, languageOfPath } from "./i18n/paths.ts";
import { ErrorReferenceContext, type RootData, rootDataOf } from "./root-data.ts";
import { SiteLayout } from "./components/layout/site-layout.tsx";
import { PageScripts, useAnnounceHydration, useDeferredHydration } from "./components/layout/deferred-hydration.tsx";
import { ConsentModeDefaultsScript } from "./features/consent/consent-mode-script.tsx";
import { isolatedDocumentAttribute, useIsolatedDocument } from "./features/seo/isolated-documents.ts";
import { useNonce } from "./nonce.tsx";

/**
 * The favicon set (scripts/brand-icons.ts renders the PNGs and the ICO from favicon.svg) and the one
 * font file every page's first paint uses, fetched alongside the stylesheet instead of after it.
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Shown when a page fails: the error screen is never indexed. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  const root = rootDataOf(matches);
  if (!error || !root) return [];
  return [{ title: `${root.messages["error.title"]} | ${root.messages["site.name"]}` }, { name: "robots", content: "noindex" }];
};

/** Tells the request metrics which route pattern answered (a low-cardinality label, never the path). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, pattern }) => {
    context.get(servicesContext).recordRoutePattern(pattern.startsWith("/") ? pattern : `/${pattern}`);
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, publicUrl } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const rootData: RootData = {
    language,
    messages: layoutMessages[language],
    user,
    origin: publicUrl,
  };
  return data(rootData);
}

/** The root's data only changes with the language or after a form submission (login, logout). */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const languageChanged =
    languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) || currentUrl.searchParams.get("lang") !== nextUrl.searchParams.get("lang");
  return languageChanged || currentUrl.pathname === nextUrl.pathname ? defaultShouldRevalidate : false;
}

/** Set after the first render in the browser: from then on, an error is no longer the page's own request's. */
let hydrated = false;

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<RootData>("root");
  const nonce = useNonce();
  const deferredHydration = useDeferredHydration(Boolean(rootData?.user));
  const isolated = useIsolatedDocument();
  useEffect(() => {
    hydrated = true;
  }, []);
  useAnnounceHydration();
  return (
    <html lang={rootData?.language ?? "de"} {...(isolated ? { [isolatedDocumentAttribute]: "" } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A stylesheet with a precedence is a resource React puts ahead of the scripts' module preloads. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* No first paint before the header and the page's main content are parsed: on a slow
            phone the parser yields mid-document, and a header painted half-parsed grew and moved. */}
        <link rel="expect" href="#main" {...{ blocking: "render" }} />
        <ConsentModeDefaultsScript nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {rootData ? (
          <I18nProvider language={rootData.language} messages={rootData.messages}>
            <SiteLayout user={rootData.user}>{children}</SiteLayout>
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration />
        <PageScripts deferred={deferredHydration} nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<RootData>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const serverReference = useContext(ErrorReferenceContext);
  // The request id is that of the page's own request: the server renders it, hydration reads it back
  // from that HTML, and after a later navigation in the browser failed there is none.
  const [requestId] = useState(() => serverReference ?? (hydrated || status < 500 ? null : renderedErrorReference()));
  if (!rootData) return <main id="main">500</main>;
  return <ErrorScreen status={status} requestId={requestId} />;
}

const errorReferenceId = "error-reference";

/** The request id the server wrote into the error page being hydrated. */
function renderedErrorReference(): string | null {
  if (typeof document === "undefined") return null;
  return document.getElementById(errorReferenceId)?.dataset.requestId ?? null;
}

function ErrorScreen({ status, requestId }: { status: number; requestId: string | null }) {
  const { t, language } = useI18n();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{t("error.title")}</h1>
      <p className="mt-4 text-muted">{t("error.text")}</p>
      {requestId ? (
        <p id={errorReferenceId} data-request-id={requestId} className="mt-4 text-sm text-muted">
          {t("error.reference", { id: requestId })}
        </p>
      ) : null}
      <a className="mt-6 inline-block font-medium text-brand-700 underline" href={homePath(language)}>
        {t("error.home")}
      </a>
    </section>
  );
}
