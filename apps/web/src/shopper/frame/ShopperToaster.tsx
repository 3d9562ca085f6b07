import { useEffect, useState } from 'react';
import { loadToaster, useToasterRequested } from './toasts.ts';

type ToasterComponent = Awaited<ReturnType<typeof loadToaster>>['Toaster'];

/** The shopper site's toaster (spec §9), mounted once the page shows its first toast, below the navbar. */
export function ShopperToaster() {
  const requested = useToasterRequested();
  // Boxed: a loaded function component must not be taken for a state updater.
  const [loaded, setLoaded] = useState<{ Toaster: ToasterComponent } | null>(null);
  useEffect(() => {
    if (!requested) return;
    let mounted = true;
    loadToaster().then(
      ({ Toaster }) => {
        if (mounted) setLoaded({ Toaster });
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [requested]);
  // Under the navbar: a toast never covers the cart badge it reports on.
  return loaded ? <loaded.Toaster placement="belowBar" /> : null;
}
