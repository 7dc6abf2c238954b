import { type ComponentType, lazy } from "react";

// React.lazy keeps a failed import() as its answer for good: the component would throw the
// same error on every later render. A retryable one swaps in a fresh lazy() (a new import(),
// which the browser fetches again) when asked to, after it failed.

const failed = new Set<() => void>();

/** A lazily loaded component that retryFailedImports() can load again after a failure. */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(renew);
          throw error;
        },
      ),
    );
  const renew = () => {
    Current = make();
  };
  let Current = make();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, when its module loads, like lazy() itself.
  return function RetryableLazy(props: P) {
    return <Current {...props} />;
  };
}

/** Makes each component whose code failed to load import it afresh on its next render. */
export function retryFailedImports(): void {
  for (const renew of failed) renew();
  failed.clear();
}
