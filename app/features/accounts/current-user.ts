/** The signed-in user as GET /api/auth/user answers it (the customer's user fields plus id and role, docs/api.md). */
export interface CurrentUser {
  id: number;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string | null;
  role: "customer" | "admin";
}

/** The header's name for a user: displayName, else first plus last name, else username, else email, else the fallback. */
export function displayNameOf(user: Partial<CurrentUser>, fallback = "User"): string {
  const displayName = user.displayName?.trim();
  if (displayName) return displayName;
  const fullName = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(" ");
  if (fullName) return fullName;
  return user.username?.trim() || user.email?.trim() || fallback;
}
