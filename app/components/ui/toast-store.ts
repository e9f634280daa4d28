import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastMessage extends Required<Omit<ToastInput, "description">> {
  id: number;
  description?: string;
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
export function toast({ title, description, variant = "default" }: ToastInput): number {
  const id = nextId++;
  publish([...toasts, { id, title, description, variant }].slice(-maxToasts));
  return id;
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

/** Server rendering never shows toasts: they answer what the visitor does in the browser. */
export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(subscribeToToasts, currentToasts, () => noToasts);
}
