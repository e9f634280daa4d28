import { z } from "../../zod.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import type { PasswordProblem } from "./passwords.server.ts";
import { fieldErrorsOf } from "../../lib/form-fields.ts";

/**
 * Fields, validation and answers of the register, login and verification forms; shared by the
 * services and the components, so nothing here may reach server-only code (types excepted).
 */
export const registerFields = ["username", "email", "firstName", "lastName", "password", "passwordConfirmation", "accept"] as const;
export type RegisterField = (typeof registerFields)[number];

export const loginFields = ["identifier", "password"] as const;
export type LoginField = (typeof loginFields)[number];

export const accountLimits = { username: 32, usernameMin: 3, email: 320, name: 100 } as const;

const errorKeys = [
  "auth.error.usernameRequired",
  "auth.error.usernameInvalid",
  "auth.error.usernameTaken",
  "auth.error.emailRequired",
  "auth.error.emailTooLong",
  "auth.error.emailInvalid",
  "auth.error.firstNameRequired",
  "auth.error.firstNameTooLong",
  "auth.error.lastNameRequired",
  "auth.error.lastNameTooLong",
  "auth.error.passwordRequired",
  "auth.error.passwordTooShort",
  "auth.error.passwordTooLong",
  "auth.error.passwordCommon",
  "auth.error.passwordContainsIdentity",
  "auth.error.confirmationRequired",
  "auth.error.passwordMismatch",
  "auth.error.acceptRequired",
  "auth.error.identifierRequired",
  "auth.error.loginPasswordRequired",
] as const satisfies readonly MessageKey[];
export type AuthErrorKey = (typeof errorKeys)[number];

export const passwordProblemKeys: Record<PasswordProblem, AuthErrorKey> = {
  tooShort: "auth.error.passwordTooShort",
  tooLong: "auth.error.passwordTooLong",
  common: "auth.error.passwordCommon",
  containsIdentity: "auth.error.passwordContainsIdentity",
  mismatch: "auth.error.passwordMismatch",
};

export interface RegisterValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  accept: boolean;
}
export type RegisterErrors = Partial<Record<RegisterField, AuthErrorKey>>;

/** What the register action answers; passwords are never sent back. */
export type RegisterResult =
  | { status: "invalid"; values: RegisterValues; errors: RegisterErrors }
  | { status: "rateLimited"; values: RegisterValues; retryAfterSeconds: number }
  | { status: "checkMail"; email: string };

export type LoginErrors = Partial<Record<LoginField, AuthErrorKey>>;
export type LoginResult =
  | { status: "invalid"; identifier: string; errors: LoginErrors }
  | { status: "failed"; identifier: string }
  | { status: "rateLimited"; identifier: string; retryAfterSeconds: number }
  | { status: "unverified"; identifier: string; email: string }
  | { status: "disabled"; identifier: string };

/** Lower case: one spelling per name, so "Anna" and "anna" cannot be two accounts. */
export const usernamePattern = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/;

/** The same address in any letter case is one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const error = (key: AuthErrorKey) => ({ error: key });
const singleLine = (value: string) => value.replace(/\s+/g, " ").trim();

export const emailSchema = z
  .string()
  .transform(normaliseEmail)
  .pipe(
    z
      .string()
      .min(1, error("auth.error.emailRequired"))
      .max(accountLimits.email, error("auth.error.emailTooLong"))
      .pipe(z.email(error("auth.error.emailInvalid"))),
  );

const registerSchema = z.object({
  username: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, error("auth.error.usernameRequired"))
        .min(accountLimits.usernameMin, error("auth.error.usernameInvalid"))
        .max(accountLimits.username, error("auth.error.usernameInvalid"))
        .regex(usernamePattern, error("auth.error.usernameInvalid")),
    ),
  email: emailSchema,
  firstName: z
    .string()
    .transform(singleLine)
    .pipe(z.string().min(1, error("auth.error.firstNameRequired")).max(accountLimits.name, error("auth.error.firstNameTooLong"))),
  lastName: z
    .string()
    .transform(singleLine)
    .pipe(z.string().min(1, error("auth.error.lastNameRequired")).max(accountLimits.name, error("auth.error.lastNameTooLong"))),
  accept: z.literal(true, error("auth.error.acceptRequired")),
});
export type RegisterInput = z.output<typeof registerSchema>;

/** The cleaned fields other than the password, or the first problem of each field. */
export function validateRegisterValues(values: RegisterValues): { ok: true; input: RegisterInput } | { ok: false; errors: RegisterErrors } {
  const parsed = registerSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrorsOf(parsed.error, errorKeys) };
}
