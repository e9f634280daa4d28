// `npm run user:admin -- <email>`: gives the existing account with this e-mail address the admin
// role, in the database the site uses (same DATA_DIR / DATABASE_URL settings), and ends the
// account's sessions and open logins. At its next login the admin enrols an authenticator app (decisions 013, 039, 050).
import { z } from "zod";
import { createDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { grantAdminRole } from "../app/features/accounts/admin-bootstrap.server.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

const usage = "Usage: npm run user:admin -- <email>";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [email, ...extra] = process.argv.slice(2);
if (!email || extra.length) fail(usage);
if (!z.email().safeParse(email).success) fail(`"${email}" is not an e-mail address.\n${usage}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  const outcome = await grantAdminRole(db, email);
  if (outcome.status === "unknownEmail") {
    process.exitCode = 1;
    console.error(
      `No account has the e-mail address ${email}. The person must register first (or set ADMIN_EMAIL and ADMIN_PASSWORD to create an admin at start).`,
    );
  } else if (outcome.status === "alreadyAdmin") {
    console.log(`${email} is already an admin.`);
  } else {
    console.log(`${email} is now an admin. Their sessions have ended; at the next login they set up an authenticator app for the second factor.`);
  }
} finally {
  await db.destroy();
}
