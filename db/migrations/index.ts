import type { Migration } from "kysely";
import * as usersAndSessions from "./001-users-and-sessions.ts";
import * as pluginCatalog from "./002-plugin-catalog.ts";
import * as contactAndOutbox from "./003-contact-and-outbox.ts";
import * as docs from "./004-docs.ts";
import * as blog from "./005-blog.ts";
import * as accounts from "./006-accounts.ts";
import * as totpLastStep from "./007-totp-last-step.ts";
import * as shop from "./008-shop.ts";
import * as admin from "./009-admin.ts";
import * as adminIndexes from "./010-admin-indexes.ts";
import * as housekeeping from "./011-housekeeping.ts";
import * as publicContentVersion from "./012-public-content-version.ts";
import * as fileStore from "./013-file-store.ts";
import * as withdrawalWaiver from "./014-withdrawal-waiver.ts";
import * as licenseReminders from "./015-license-reminders.ts";
import * as partialRefunds from "./016-partial-refunds.ts";
import * as adminNotes from "./017-admin-notes.ts";
import * as pluginCategory from "./018-plugin-category.ts";
import * as pluginFaq from "./019-plugin-faq.ts";
import * as screenshotVariants from "./020-screenshot-variants.ts";
import * as licenseStateNotify from "./021-license-state-notify.ts";
import * as sessionSecondFactor from "./022-session-second-factor.ts";
import * as credits from "./023-credits.ts";
import * as tasks from "./024-tasks.ts";
import * as offers from "./025-offers.ts";
import * as services from "./026-services.ts";
import * as legacyLicenseProtocols from "./027-legacy-licence-protocols.ts";
import * as taskDelivery from "./029-task-delivery.ts";
import * as creditRefunds from "./030-credit-refunds.ts";

/** Every migration in order; names are permanent once released. */
export const migrations: Record<string, Migration> = {
  "001-users-and-sessions": usersAndSessions,
  "002-plugin-catalog": pluginCatalog,
  "003-contact-and-outbox": contactAndOutbox,
  "004-docs": docs,
  "005-blog": blog,
  "006-accounts": accounts,
  "007-totp-last-step": totpLastStep,
  "008-shop": shop,
  "009-admin": admin,
  "010-admin-indexes": adminIndexes,
  "011-housekeeping": housekeeping,
  "012-public-content-version": publicContentVersion,
  "013-file-store": fileStore,
  "014-withdrawal-waiver": withdrawalWaiver,
  "015-license-reminders": licenseReminders,
  "016-partial-refunds": partialRefunds,
  "017-admin-notes": adminNotes,
  "018-plugin-category": pluginCategory,
  "019-plugin-faq": pluginFaq,
  "020-screenshot-variants": screenshotVariants,
  "021-license-state-notify": licenseStateNotify,
  "022-session-second-factor": sessionSecondFactor,
  "023-credits": credits,
  "024-tasks": tasks,
  "025-offers": offers,
  "026-services": services,
  "027-legacy-licence-protocols": legacyLicenseProtocols,
  "029-task-delivery": taskDelivery,
  "030-credit-refunds": creditRefunds,
};
