import { redirect } from "react-router";
import { isServedOverHttps } from "../../lib/public-url.ts";
import type { Db } from "../../../db/client.ts";
import { expiredSessionCookie, rotateSession, type SignInProof } from "./session.server.ts";

/** What a sign-in needs: the database, the browser's request (its old session cookie) and the site's address. */
export interface SignInContext {
  db: Db;
  request: Request;
  publicUrl: string;
  /** When the sign-in passed the second factor; an admin's session needs it (decision 039). */
  secondFactorAt?: Date;
  /** What the password step checked; the session starts only while the account still matches it (decision 050). */
  proof?: SignInProof;
}

/** Cookies carry `Secure` exactly when the site is served over https, so plain-http development still signs in. */
export function cookiesAreSecure(publicUrl: string): boolean {
  return isServedOverHttps(publicUrl);
}

/**
 * The `Set-Cookie` value that signs `userId` in on this browser. The session the browser sent
 * ends and a new one starts, so an id planted before the sign-in is worthless; a disabled account
 * gets the cookie cleared instead.
 */
export function signInCookie({ db, request, publicUrl, secondFactorAt, proof }: SignInContext, userId: number): Promise<string> {
  const now = secondFactorAt ?? new Date();
  return rotateSession(
    db,
    request.headers.get("cookie") ?? undefined,
    userId,
    cookiesAreSecure(publicUrl),
    now,
    secondFactorAt?.toISOString() ?? null,
    proof ?? null,
  );
}

/** Signs `userId` in and goes on to `to`; further cookies (a used-up login challenge) go along. */
export async function signIn(context: SignInContext, userId: number, to: string, ...furtherCookies: string[]): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await signInCookie(context, userId));
  for (const cookie of furtherCookies) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

/** The `Set-Cookie` value that removes this browser's session cookie. */
export function signOutCookie(publicUrl: string): string {
  return expiredSessionCookie(cookiesAreSecure(publicUrl));
}
