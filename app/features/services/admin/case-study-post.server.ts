import type { Db } from "../../../../db/client.ts";
import type { PostFormPart } from "../../blog/admin/blog-actions.server.ts";
import { type CaseStudyMark, caseStudyPluginChoices, saveCaseStudyMark } from "../services.server.ts";
import { type CaseStudyFormValues, caseStudyFormValuesOf, parseCaseStudyForm } from "./case-study-form.ts";

/** A case-study mark as the audit log keeps it: plain values, so that a change shows field by field. */
function auditedCaseStudy(mark: CaseStudyMark | null): Record<string, unknown> {
  return { case_study_services: mark ? mark.services.join(", ") : null, case_study_plugin_id: mark?.pluginId ?? null };
}

/** The blog editor's case-study fields: checked against the plugins there are, stored and audited with the post. */
export function caseStudyPostPart(db: Db): PostFormPart<CaseStudyFormValues> {
  return {
    submitted: caseStudyFormValuesOf,
    async parse(form) {
      const plugins = await caseStudyPluginChoices(db, "en");
      const parsed = parseCaseStudyForm(
        form,
        plugins.map((plugin) => plugin.id),
      );
      if (!parsed.ok) return parsed;
      const { mark } = parsed;
      return {
        ok: true,
        attachment: {
          async create(trx, postId) {
            await saveCaseStudyMark(trx, postId, mark);
            return mark ? auditedCaseStudy(mark) : {};
          },
          async save(trx, postId) {
            const marks = await saveCaseStudyMark(trx, postId, mark);
            return { before: auditedCaseStudy(marks.before), after: auditedCaseStudy(marks.after) };
          },
        },
      };
    },
  };
}
