import { useEffect, useState } from 'react';

/**
 * What `load` resolves to (e.g. a lazily imported module), requested once the component has
 * mounted, so its code stays out of the page's first load and of hydration. Null until it
 * arrives, and for good if it cannot load. `load` must be a stable function (module level).
 */
export function useLoadedAfterMount<T>(load: () => Promise<T>): T | null {
  // Boxed: a loaded function component must not be taken for a state updater.
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let mounted = true;
    load().then(
      (value) => {
        if (mounted) setLoaded({ value });
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  return loaded?.value ?? null;
}
