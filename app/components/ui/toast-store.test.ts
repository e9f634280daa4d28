import { afterEach, describe, expect, it } from "vitest";
import { carryToasts, currentToasts, dismissAnnouncementsOf, dismissToast, subscribeToToasts, takeCarriedToasts, toast } from "./toast-store.ts";

afterEach(() => {
  for (const message of currentToasts()) dismissToast(message.id);
});

describe("toast store", () => {
  it("adds a toast with the default variant and tells subscribers", () => {
    let notified = 0;
    const unsubscribe = subscribeToToasts(() => notified++);
    const id = toast({ title: "Redirecting to Checkout" });
    unsubscribe();
    expect(currentToasts()).toEqual([{ id, title: "Redirecting to Checkout", description: undefined, variant: "default" }]);
    expect(notified).toBe(1);
  });

  it("keeps title, description and variant", () => {
    toast({ title: "Download failed", description: "Please try again later or contact support.", variant: "destructive" });
    expect(currentToasts()[0]).toMatchObject({ title: "Download failed", description: "Please try again later or contact support.", variant: "destructive" });
  });

  it("keeps the newest three", () => {
    for (const title of ["1", "2", "3", "4"]) toast({ title });
    expect(currentToasts().map((message) => message.title)).toEqual(["2", "3", "4"]);
  });

  it("dismisses one toast by its id and gives a new snapshot", () => {
    const first = toast({ title: "first" });
    toast({ title: "second" });
    const before = currentToasts();
    dismissToast(first);
    expect(currentToasts().map((message) => message.title)).toEqual(["second"]);
    expect(currentToasts()).not.toBe(before);
  });

  it("closes a toast announcing a page when that page arrives, and no other", () => {
    toast({ title: "Redirecting to Checkout", announces: "/kasse" });
    toast({ title: "Download started!" });
    dismissAnnouncementsOf("/plugins");
    expect(currentToasts()).toHaveLength(2);
    dismissAnnouncementsOf("/kasse");
    expect(currentToasts().map((message) => message.title)).toEqual(["Download started!"]);
  });

  it("stops telling a listener once it unsubscribed", () => {
    let notified = 0;
    const unsubscribe = subscribeToToasts(() => notified++);
    unsubscribe();
    toast({ title: "quiet" });
    expect(notified).toBe(0);
  });
});

describe("toasts carried into the next document", () => {
  function sessionStorageOfTab() {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }

  it("shows the toasts on screen when the document was left, once", () => {
    const storage = sessionStorageOfTab();
    toast({ title: "Redirecting to Checkout" });
    toast({ title: "Download failed", description: "Please try again later or contact support.", variant: "destructive" });
    carryToasts(storage, 1_000);
    for (const message of currentToasts()) dismissToast(message.id);

    takeCarriedToasts(storage, 2_000);
    expect(currentToasts().map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
      { title: "Redirecting to Checkout", description: undefined, variant: "default" },
      { title: "Download failed", description: "Please try again later or contact support.", variant: "destructive" },
    ]);
    expect(storage.items.size).toBe(0);
    takeCarriedToasts(storage, 2_000);
    expect(currentToasts()).toHaveLength(2);
  });

  it("leaves a toast announcing a page behind: the next document is that page", () => {
    const storage = sessionStorageOfTab();
    toast({ title: "Redirecting to Checkout", announces: "/checkout" });
    carryToasts(storage, 1_000);
    expect(storage.items.size).toBe(0);
    toast({ title: "Download failed", variant: "destructive" });
    carryToasts(storage, 1_000);
    for (const message of currentToasts()) dismissToast(message.id);
    takeCarriedToasts(storage, 1_500);
    expect(currentToasts().map((message) => message.title)).toEqual(["Download failed"]);
  });

  it("carries nothing without a toast on screen", () => {
    const storage = sessionStorageOfTab();
    carryToasts(storage, 1_000);
    expect(storage.items.size).toBe(0);
  });

  it("drops toasts older than a toast lives, and anything that is not a carried toast", () => {
    const storage = sessionStorageOfTab();
    toast({ title: "Redirecting to Checkout" });
    carryToasts(storage, 1_000);
    for (const message of currentToasts()) dismissToast(message.id);
    takeCarriedToasts(storage, 31_001);
    expect(currentToasts()).toEqual([]);
    expect(storage.items.size).toBe(0);

    for (const stored of ["{", "null", '{"at":1000,"toasts":[{"title":1}]}', '{"at":1000,"toasts":[{"title":"x","variant":"loud"}]}', '{"toasts":[]}']) {
      storage.setItem("site:toasts", stored);
      takeCarriedToasts(storage, 1_500);
      expect(currentToasts()).toEqual([]);
      expect(storage.items.size).toBe(0);
    }
  });
});
