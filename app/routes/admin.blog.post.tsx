import { data } from "react-router";
import type { Route } from "./+types/admin.blog.post";
import type { Db } from "../../db/client.ts";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { editorFormOf } from "../features/admin-kit/content-images.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { editPostAction } from "../features/blog/admin/blog-actions.server.ts";
import { findPostForEditing } from "../features/blog/admin/blog-admin.server.ts";
import { postStateOf } from "../features/blog/admin/post-states.ts";
import { PostEditor } from "../features/blog/admin/blog-editor.tsx";
import { viennaInputValue } from "../i18n/vienna-time.ts";
import { blogPostPath } from "../features/blog/blog-post.ts";
import { CaseStudyFields } from "../features/services/admin/case-study-fields.tsx";
import { caseStudyFormValuesOfMark } from "../features/services/admin/case-study-form.ts";
import { caseStudyPostPart } from "../features/services/admin/case-study-post.server.ts";
import { caseStudyMarkOf, caseStudyPluginChoices } from "../features/services/services.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { languages } from "../i18n/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

async function postOf(db: Db, postId: string) {
  if (!/^[1-9]\d{0,9}$/.test(postId)) throw data(null, { status: 404 });
  const post = await findPostForEditing(db, Number(postId));
  if (!post) throw data(null, { status: 404 });
  return post;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const language = languageOfRequest(request);
  const { db } = context.get(servicesContext);
  const post = await postOf(db, params.postId);
  const state = postStateOf({ status: post.status, published_at: post.publishedAt }, new Date());
  const shownIn = post.texts[language] ? language : languages.find((candidate) => post.texts[candidate]);
  return {
    title: translator(language)("admin.blog.edit"),
    post,
    state,
    publishedAtInput: viennaInputValue(new Date(post.publishedAt)),
    created: new URL(request.url).searchParams.has("created"),
    publicHref: state === "published" && shownIn ? blogPostPath(post.slug, shownIn) : undefined,
    caseStudy: await caseStudyMarkOf(db, post.id),
    plugins: await caseStudyPluginChoices(db, language),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const services = context.get(servicesContext);
  const post = await postOf(services.db, params.postId);
  const form = await editorFormOf(request);
  if (!(form instanceof FormData)) return form;
  return editPostAction(services, admin, form, post.id, caseStudyPostPart(services.db));
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <PostEditor
      key={post.id}
      heading={loaderData.title}
      defaults={{
        slug: post.slug,
        author: post.author,
        publishedAt: loaderData.publishedAtInput,
        coverImage: post.coverImage ?? "",
        status: post.status,
        texts: post.texts,
      }}
      addedFields={(submitted, errors) => (
        <CaseStudyFields values={submitted ?? caseStudyFormValuesOfMark(loaderData.caseStudy)} plugins={loaderData.plugins} errors={errors} />
      )}
      actionData={actionData}
      notice={loaderData.created ? "admin.content.created" : undefined}
      existing={{ title: post.texts.de?.title ?? post.texts.en?.title ?? post.slug, state: loaderData.state, publicHref: loaderData.publicHref }}
    />
  );
}
