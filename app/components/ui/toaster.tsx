import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { dismissAnnouncementsOf, useToasts } from "./toast-store.ts";

const ToastViewport = lazy(() => import("./toast.tsx"));

/**
 * Where `toast()` notifications appear; rendered once by the site layout, so a toast outlives
 * client-side navigation. The Radix code loads with the first toast, keeping it off pages that
 * never show one.
 */
export function Toaster() {
  const toasts = useToasts();
  const { pathname } = useLocation();
  useEffect(() => dismissAnnouncementsOf(pathname), [pathname]);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
