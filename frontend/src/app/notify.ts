/** Toasts for the whole app. The same message never stacks: a repeat refreshes the one on screen. */
import { toast } from 'sonner';

export function notify(message: string): void {
  toast(message, { id: message });
}

export function notifyError(message: string): void {
  toast.error(message, { id: message });
}
