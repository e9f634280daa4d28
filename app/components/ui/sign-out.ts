/** After the logout call the browser goes to /, whatever the call answered, so nobody stays on a personal page. */
export async function signOut(): Promise<void> {
  try {
    await fetch("/api/auth/logout", { method: "POST", credentials: "include" });
  } finally {
    window.location.assign("/");
  }
}
