import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";

interface AwaitIfPendingProps<T> {
  /** The data: a plain value when the server loaded it, a promise while a client-side navigation loads it. */
  resolve: T | Promise<T>;
  fallback: ReactNode;
  errorElement: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * Renders data the server already has straight into the HTML, and suspends only on a promise. A
 * suspended <Await> streams even a plain value as a hidden block that a script reveals on a later
 * animation frame: without JavaScript the content never showed, and with it the reveal (moving and
 * laying out the whole block) was a long task after the first paint.
 */
export function AwaitIfPending<T>({ resolve, fallback, errorElement, children }: AwaitIfPendingProps<T>) {
  if (!(resolve instanceof Promise)) return children(resolve);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={errorElement}>
        {children}
      </Await>
    </Suspense>
  );
}
