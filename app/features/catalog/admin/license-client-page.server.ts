import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../../context.ts";
import { translator } from "../../../i18n/catalogues.ts";
import { languageOfRequest } from "../../../i18n/detect.ts";
import { requireAdmin } from "../../accounts/guards.server.ts";
import { examplePluginFile, licenseClientZip, updateUriOf } from "../../wordpress-client/client-kit.server.ts";

interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The integration guide: the example lines already name this shop, so they can be copied as they are. */
export function licenseClientPageLoader({ request, context }: RouteArgs) {
  requireAdmin(request, context);
  const { publicUrl } = context.get(servicesContext);
  return {
    title: translator(languageOfRequest(request))("admin.client.title"),
    publicUrl,
    updateUri: updateUriOf(publicUrl, "my-plugin"),
    example: examplePluginFile(publicUrl),
  };
}

export function licenseClientDownload({ request, context }: RouteArgs): Response {
  requireAdmin(request, context);
  const bytes = licenseClientZip(context.get(servicesContext).publicUrl);
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": 'attachment; filename="wp-studio-licence-client.zip"',
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
