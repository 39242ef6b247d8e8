/**
 * Opens the sandbox checkout the way Razorpay's script opens its window: in a root of its own on
 * top of the page, removed again once the buyer has paid or closed it.
 */
import { createRoot } from 'react-dom/client';
import type { CheckoutOptions, CheckoutResult } from './checkout';
import { SandboxCheckout } from './SandboxCheckout';

/** Long enough for the dialog to close and hand focus back before its root goes. */
const UNMOUNT_AFTER_MS = 400;

export function openSandboxCheckout(options: CheckoutOptions): Promise<CheckoutResult | 'dismissed'> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  return new Promise((resolve) => {
    const finish = (result: CheckoutResult | 'dismissed') => {
      resolve(result);
      window.setTimeout(() => {
        root.unmount();
        container.remove();
      }, UNMOUNT_AFTER_MS);
    };
    root.render(<SandboxCheckout options={options} onDone={finish} />);
  });
}
