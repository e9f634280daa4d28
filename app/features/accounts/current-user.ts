/** The signed-in user as GET /api/auth/user answers it (SPEC §3 User fields plus id and role). */
export interface CurrentUser {
  id: number;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string | null;
  role: "customer" | "admin";
}

/** SPEC Header: displayName, else first plus last name, else username, else email, else the fallback. */
export function displayNameOf(user: Partial<CurrentUser>, fallback = "User"): string {
  const displayName = user.displayName?.trim();
  if (displayName) return displayName;
  const fullName = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(" ");
  if (fullName) return fullName;
  return user.username?.trim() || user.email?.trim() || fallback;
}
