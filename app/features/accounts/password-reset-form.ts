import type { MessageKey } from "../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";

/**
 * The fields, error texts and answers of the three password forms (set, reset, change). Shared by
 * the services and the components, so nothing here may reach server-only code.
 */
export type NewPasswordField = "password" | "confirmation";
export type ChangePasswordField = "currentPassword" | NewPasswordField;

/** Field order is the order focus looks for the first invalid field. */
export const changePasswordFields: readonly ChangePasswordField[] = ["currentPassword", "password", "confirmation"];
export const newPasswordFields: readonly NewPasswordField[] = ["password", "confirmation"];

/** The longest address the users table accepts. */
export const emailMaxLength = 320;

export const passwordErrorKeys = [
  "passwords.error.emailRequired",
  "passwords.error.emailInvalid",
  "passwords.error.passwordRequired",
  "passwords.error.tooShort",
  "passwords.error.tooLong",
  "passwords.error.common",
  "passwords.error.containsIdentity",
  "passwords.error.confirmationRequired",
  "passwords.error.mismatch",
  "passwords.error.currentRequired",
  "passwords.error.currentWrong",
] as const satisfies readonly MessageKey[];
export type PasswordErrorKey = (typeof passwordErrorKeys)[number];

export type NewPasswordErrors = Partial<Record<NewPasswordField, PasswordErrorKey>>;
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, PasswordErrorKey>>;

/** Signed out, asking for a link: every valid address gets the same answer, known or not. */
export type RequestResetResult = { status: "invalid"; email: string; error: PasswordErrorKey } | { status: "requested" };

/** Setting a password from a mailed link (set or reset); `done` carries the user for the session. */
export type NewPasswordResult =
  { status: "invalid"; errors: NewPasswordErrors } | { status: "invalidToken" } | { status: "done"; userId: number; role: "customer" | "admin" };

/** Signed in, changing the password; `done` carries the new session cookie. */
export type ChangePasswordResult =
  { status: "invalid"; errors: ChangePasswordErrors } | { status: "rateLimited"; retryAfterSeconds: number } | { status: "done"; sessionCookie: string };

/** What the page shows after the redirect that follows a saved password (post/redirect/get). */
export type PasswordPageStatus = "reset" | "changed" | "set";

export function pageWithStatus(page: "setPassword" | "resetPassword", language: Language, status: PasswordPageStatus): string {
  return hrefOf(page, language, { status });
}
