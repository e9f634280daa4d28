/**
 * Marks a control that does its work without the application's script: a real link or a plain
 * form. The deferred-hydration loader lets its clicks and submissions through instead of holding
 * them until hydration, so it answers at once; once hydrated, React's handlers take over.
 */
export const nativeAction = { "data-native": "" } as const;
