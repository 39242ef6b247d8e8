/** The app's toaster, mounted once a toast is asked for or the browser is idle (see notify.ts). */
import { UI } from '@app/contracts';
import { lazy, Suspense } from 'react';
import { useToasterWanted } from './notify';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function AppToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        duration={UI.toastMs}
        position="top-center"
        offset={76}
        // Phones too: below the navigation bar, never over the profile icon or the menu button.
        mobileOffset={{ top: 72, left: 16, right: 16 }}
        closeButton
        toastOptions={{ className: 'app-toast' }}
      />
    </Suspense>
  );
}
