import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * The path of the page this toast announces ("Redirecting to Checkout"): it closes when that
   * page arrives, so it neither follows the visitor further nor lies over the page's form.
   */
  announces?: string;
}

export interface ToastMessage extends Required<Omit<ToastInput, "description" | "announces">> {
  id: number;
  description?: string;
  announces?: string;
}

/** More would cover the page; the oldest give way. */
const maxToasts = 3;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const noToasts: readonly ToastMessage[] = [];

function publish(next: readonly ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a notification; it lives outside any page, so it stays up across client-side navigation. */
export function toast({ title, description, variant = "default", announces }: ToastInput): number {
  const id = nextId++;
  publish([...toasts, { id, title, description, variant, ...(announces === undefined ? {} : { announces }) }].slice(-maxToasts));
  return id;
}

/** The page at `pathname` has arrived: the toasts announcing it have said what they had to. */
export function dismissAnnouncementsOf(pathname: string): void {
  if (toasts.some((message) => message.announces === pathname)) publish(toasts.filter((message) => message.announces !== pathname));
}

export function dismissToast(id: number): void {
  publish(toasts.filter((message) => message.id !== id));
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastMessage[] {
  return toasts;
}

/**
 * Where toasts wait while the browser loads the site's next document: a private page opened from a
 * public one is a new document (decision 038), and "Redirecting to Checkout" must still be seen there.
 */
const carriedToastsKey = "site:toasts";
/** Longer than a document load takes on a slow phone: toasts of a load that never finished are not shown later. */
const carriedForMs = 30_000;

type ToastStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Keeps the toasts on screen for the next document of this tab. A toast announcing a page stays
 * behind: the next document is that page, whose arrival closes it.
 */
export function carryToasts(storage: ToastStorage, now: number): void {
  const carried = toasts.filter((message) => message.announces === undefined).map(({ title, description, variant }) => ({ title, description, variant }));
  if (carried.length === 0) return;
  storage.setItem(carriedToastsKey, JSON.stringify({ at: now, toasts: carried }));
}

/** Shows the toasts the previous document of this tab carried, if they are recent; each is taken once. */
export function takeCarriedToasts(storage: ToastStorage, now: number): void {
  const stored = storage.getItem(carriedToastsKey);
  if (stored === null) return;
  storage.removeItem(carriedToastsKey);
  let carried: unknown;
  try {
    carried = JSON.parse(stored);
  } catch {
    return;
  }
  if (!isCarried(carried) || now - carried.at > carriedForMs || carried.at > now) return;
  for (const message of carried.toasts) toast(message);
}

function isCarried(value: unknown): value is { at: number; toasts: ToastInput[] } {
  if (typeof value !== "object" || value === null) return false;
  const { at, toasts: carried } = value as { at?: unknown; toasts?: unknown };
  return typeof at === "number" && Array.isArray(carried) && carried.every(isToastInput);
}

function isToastInput(value: unknown): value is ToastInput {
  if (typeof value !== "object" || value === null) return false;
  const { title, description, variant } = value as Record<string, unknown>;
  return (
    typeof title === "string" &&
    (description === undefined || typeof description === "string") &&
    (variant === undefined || variant === "default" || variant === "destructive")
  );
}

/** Storage can be disabled; toasts then stay with their document. */
function withSessionStorage(work: (storage: Storage) => void): void {
  try {
    work(window.sessionStorage);
  } catch {
    // Nothing is carried.
  }
}

/** Before a client-side navigation becomes a document load: what the visitor was just told is shown there too. */
export function carryToastsToNextDocument(): void {
  withSessionStorage((storage) => carryToasts(storage, Date.now()));
}

if (typeof window !== "undefined") withSessionStorage((storage) => takeCarriedToasts(storage, Date.now()));

/** Server rendering never shows toasts: they answer what the visitor does in the browser. */
export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(subscribeToToasts, currentToasts, () => noToasts);
}
