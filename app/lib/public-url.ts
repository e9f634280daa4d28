/**
 * Whether the site is served over https, as PUBLIC_URL says: cookies are then `Secure`, browsers
 * get HSTS, and production needs a SESSION_SECRET. Plain-http development keeps working.
 */
export function isServedOverHttps(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith("https://") ?? false;
}
