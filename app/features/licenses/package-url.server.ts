import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";

/** How long a package link of the update server works at least. */
export const packageLinkLifetimeSeconds = 24 * 60 * 60;
/** Expiries are whole multiples of this (an hour), see packageLinkExpiry. */
export const packageLinkBucketSeconds = 60 * 60;

/**
 * The expiry of a link handed out at `now` (Unix seconds): 24 hours later, rounded up to the end of
 * that hour, so a link works for 24 to 25 hours. Every update check of one licence within an hour
 * gets the same link, which is then signed once and its answer kept (update-server.server.ts); the
 * signature covers the same fields with the same key as before.
 */
export function packageLinkExpiry(now: Date): number {
  const earliest = Math.floor(now.getTime() / 1000) + packageLinkLifetimeSeconds;
  return Math.ceil(earliest / packageLinkBucketSeconds) * packageLinkBucketSeconds;
}

export interface PackageGrant {
  slug: string;
  licenseId: number;
  releaseId: number;
  /** Unix seconds. */
  expires: number;
}

/** Importing the key on every signature cost more than the HMAC itself; a site has one downloads key. */
const keyObjects = new WeakMap<Buffer, KeyObject>();

function keyObjectOf(key: Buffer): KeyObject {
  let keyObject = keyObjects.get(key);
  if (!keyObject) {
    keyObject = createSecretKey(key);
    keyObjects.set(key, keyObject);
  }
  return keyObject;
}

function signatureOf(key: Buffer, grant: PackageGrant): Buffer {
  return createHmac("sha256", keyObjectOf(key)).update(`package v1\n${grant.slug}\n${grant.licenseId}\n${grant.releaseId}\n${grant.expires}`).digest();
}

/**
 * The download link the update check hands WordPress: the licence, release and expiry in the
 * query, signed with HMAC-SHA256 under `signingKeys.downloads`, so nobody can widen it to another
 * release, licence or time.
 */
export function packageUrl(publicUrl: string, key: Buffer, grant: PackageGrant): string {
  const query = new URLSearchParams({
    license: String(grant.licenseId),
    release: String(grant.releaseId),
    expires: String(grant.expires),
    signature: signatureOf(key, grant).toString("base64url"),
  });
  return `${publicUrl}/api/plugins/${encodeURIComponent(grant.slug)}/package?${query}`;
}

export type PackageLinkCheck = { ok: true; grant: PackageGrant } | { ok: false; reason: "invalid_signature" | "link_expired" };

const wholeNumber = /^[1-9]\d{0,15}$/;

/**
 * Checks a package link's query: the signature first (compared in constant time), then the expiry,
 * so an expired link is only reported as such when it is one of ours.
 */
export function checkPackageLink(key: Buffer, slug: string, query: URLSearchParams, now: Date): PackageLinkCheck {
  const [license, release, expires, signature] = ["license", "release", "expires", "signature"].map((name) => query.get(name) ?? "");
  if (!wholeNumber.test(license ?? "") || !wholeNumber.test(release ?? "") || !wholeNumber.test(expires ?? ""))
    return { ok: false, reason: "invalid_signature" };
  const grant: PackageGrant = { slug, licenseId: Number(license), releaseId: Number(release), expires: Number(expires) };
  const expected = signatureOf(key, grant);
  const given = Buffer.from(signature ?? "", "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid_signature" };
  if (grant.expires * 1000 <= now.getTime()) return { ok: false, reason: "link_expired" };
  return { ok: true, grant };
}
