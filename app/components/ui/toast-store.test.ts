import { afterEach, describe, expect, it } from "vitest";
import { currentToasts, dismissToast, subscribeToToasts, toast } from "./toast-store.ts";

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

  it("stops telling a listener once it unsubscribed", () => {
    let notified = 0;
    const unsubscribe = subscribeToToasts(() => notified++);
    unsubscribe();
    toast({ title: "quiet" });
    expect(notified).toBe(0);
  });
});
