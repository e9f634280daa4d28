import type { Route } from "./+types/admin.blog.new";
import { servicesContext } from "../context.ts";
import { displayNameOf } from "../features/accounts/current-user.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { editorFormOf } from "../features/admin-kit/content-images.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { newPostAction } from "../features/blog/admin/blog-actions.server.ts";
import { PostEditor } from "../features/blog/admin/blog-editor.tsx";
import { viennaInputValue } from "../i18n/vienna-time.ts";
import { caseStudyFormValuesOfMark } from "../features/services/admin/case-study-form.ts";
import { caseStudyPluginChoices } from "../features/services/services.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  const language = languageOfRequest(request);
  return {
    title: translator(language)("admin.blog.new"),
    author: displayNameOf(admin, ""),
    publishedAt: viennaInputValue(new Date()),
    plugins: await caseStudyPluginChoices(context.get(servicesContext).db, language),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const form = await editorFormOf(request);
  if (!(form instanceof FormData)) return form;
  return newPostAction(context.get(servicesContext), admin, form);
}

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PostEditor
      heading={loaderData.title}
      defaults={{
        slug: "",
        author: loaderData.author,
        publishedAt: loaderData.publishedAt,
        coverImage: "",
        status: "draft",
        texts: { de: null, en: null },
        caseStudy: caseStudyFormValuesOfMark(null),
      }}
      plugins={loaderData.plugins}
      actionData={actionData}
    />
  );
}
