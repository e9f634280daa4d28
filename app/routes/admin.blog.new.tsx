import type { Route } from "./+types/admin.blog.new";
import { servicesContext } from "../context.ts";
import { displayNameOf } from "../features/accounts/current-user.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { editorFormOf } from "../features/admin-kit/content-images.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { newPostAction } from "../features/blog/admin/blog-actions.server.ts";
import { PostEditor } from "../features/blog/admin/blog-editor.tsx";
import { viennaInputValue } from "../i18n/vienna-time.ts";
import { CaseStudyFields } from "../features/services/admin/case-study-fields.tsx";
import { caseStudyFormValuesOfMark } from "../features/services/admin/case-study-form.ts";
import { caseStudyPostPart } from "../features/services/admin/case-study-post.server.ts";
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
  const services = context.get(servicesContext);
  return newPostAction(services, admin, form, caseStudyPostPart(services.db));
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
      }}
      addedFields={(submitted, errors) => (
        <CaseStudyFields values={submitted ?? caseStudyFormValuesOfMark(null)} plugins={loaderData.plugins} errors={errors} />
      )}
      actionData={actionData}
    />
  );
}
