import type { Route } from "./+types/admin.customers";
import { requireAdmin } from "../features/accounts/guards.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

export default function Screen() {
  return null;
}
