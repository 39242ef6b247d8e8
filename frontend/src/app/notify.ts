/**
 * Toasts for the whole app. The same message never stacks: a repeat refreshes the one on screen.
 * sonner is a lazy chunk (about 9 KiB gzipped), kept out of what the first paint waits for: the
 * first toast fetches it and asks for the toaster (AppToaster), which otherwise mounts when the
 * browser is idle. sonner replays toasts made before its toaster subscribed, so none is lost.
 */
import { useEffect, useSyncExternalStore } from 'react';

const loadSonner = () => import('sonner');

let toasterWanted = false;
const listeners = new Set<() => void>();

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

function show(kind: 'message' | 'error', message: string): void {
  wantToaster();
  // A chunk that cannot be fetched (offline) rejects unhandled, so the browser reports it; the page
  // itself goes on working.
  void loadSonner().then(({ toast }) => {
    if (kind === 'error') toast.error(message, { id: message });
    else toast(message, { id: message });
  });
}

export function notify(message: string): void {
  show('message', message);
}

export function notifyError(message: string): void {
  show('error', message);
}

/** True once a toast was asked for or the browser went idle after the first paint. */
export function useToasterWanted(): boolean {
  const wanted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
  useEffect(() => {
    if (toasterWanted) return undefined;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(wantToaster);
    return () => cancel(handle);
  }, []);
  return wanted;
}
