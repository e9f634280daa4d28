import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { type LocalizedPage, localizedPaths } from "./i18n/paths.ts";

/** Both paths of a language-specific page, served by one module (ids: `page.de`, `page.en`). */
function localized(page: LocalizedPage, file: string) {
  const paths = localizedPaths[page];
  return [route(paths.de, file, { id: `${page}.de` }), route(paths.en, file, { id: `${page}.en` })];
}

const titledScreen = "routes/titled-screen.tsx";

export default [
  route("api/auth/user", "routes/api.auth.user.ts"),
  route("api/auth/logout", "routes/api.auth.logout.ts"),
  route("api/banner-plugins", "routes/api.banner-plugins.ts"),
  route("api/docs", "routes/api.docs.ts"),
  route("api/plugins/:slug/download", "routes/api.plugins.download.ts"),
  route("api/plugins/:slug/downloads", "routes/api.plugins.downloads.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("api/blog", "routes/api.blog.ts"),
  route("blog/rss.xml", "routes/blog.rss[.]xml.ts"),

  index("routes/home.tsx", { id: "home" }),
  ...localized("whatWeDo", "routes/home.tsx"),
  route("plugins", "routes/plugins.tsx", { id: "plugins" }),
  route("plugin/:slug", "routes/plugin.tsx", { id: "plugin" }),
  ...localized("contact", "routes/contact.tsx"),
  ...localized("imprint", "routes/imprint.tsx"),
  ...localized("privacy", "routes/privacy.tsx"),
  ...localized("about", "routes/about.tsx"),
  route("blog", "routes/blog.tsx", { id: "blog" }),
  ...localized("checkout", titledScreen),
  ...localized("myLicenses", titledScreen),
  ...localized("licenses", titledScreen),
  ...localized("adminLicenses", titledScreen),
  ...localized("purchaseHistory", titledScreen),
  ...localized("login", titledScreen),
  ...localized("register", titledScreen),
  route("set-password", titledScreen, { id: "setPassword" }),
  route("reset-password", titledScreen, { id: "resetPassword" }),
  ...localized("paymentSuccess", titledScreen),
  ...localized("paymentCancel", titledScreen),
  route("admin", titledScreen, { id: "admin" }),
  route("admin/:section", titledScreen, { id: "adminDashboard" }),
  route("home/admin", titledScreen, { id: "adminDashboard.home" }),
  route("home/admin/:section", titledScreen, { id: "adminDashboard.homeSection" }),
  route("dashboard-admin", titledScreen, { id: "adminDashboard.dashboard" }),
  route("docs", "routes/docs.tsx", { id: "docs" }),
  route("docs/:parent", "routes/docs.parent.tsx", { id: "docs.parent" }),
  route("docs/:parent/:section", "routes/docs.section.tsx", { id: "docs.section" }),
  route("docs/:parent/:section/:article", "routes/docs.article.tsx", { id: "docs.article" }),

  // The blog post catch-all takes any other single segment; static routes above always win.
  route(":identifier", "routes/blog-post.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
