/**
 * The one dialog of the app (About Us now; login, booking and payment later), on Radix Dialog:
 * labelled by its title, focus kept inside, Escape / overlay click / the close button close it, and
 * focus returns to whatever had it before opening (Radix only does that for its own Trigger, and our
 * popups also open from code, e.g. openLogin). Under 480 px it is a full-width bottom sheet. The body
 * scrolls inside a bounded height, so the title and close button stay in view.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import './modal.css';
import { escapeToTop, openOnTop } from './modal-stack';
import { useKeyboardScroll } from './use-keyboard-scroll';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  /** Shown under the title and announced with it. */
  readonly description?: ReactNode;
  readonly children: ReactNode;
  /** Width on larger screens: sm 420 px, md 560 px (default), lg 760 px. */
  readonly size?: ModalSize;
  /** Fixed actions under the scrolling body (e.g. Cancel / Proceed To Pay). */
  readonly footer?: ReactNode;
  /** What gets focus on opening (e.g. a form's first field) instead of the first focusable element. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  footer,
  initialFocus,
}: ModalProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  useKeyboardScroll(body);

  // Layout effects run before Radix moves focus into the dialog (in its passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocusTo.current = document.activeElement;
    }
  }, [open]);

  const closeRef = useRef(onOpenChange);
  closeRef.current = onOpenChange;
  useLayoutEffect(() => (open ? openOnTop({ close: () => closeRef.current(false) }) : undefined), [open]);

  const restoreFocus = (event: Event) => {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected && target.getClientRects().length > 0) {
      event.preventDefault();
      target.focus();
    }
  };

  const focusFirst = (event: Event) => {
    const target = initialFocus?.current;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  const descriptionProps = description === undefined ? { 'aria-describedby': undefined } : {};
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal modal--${size}`}
          onOpenAutoFocus={focusFirst}
          onCloseAutoFocus={restoreFocus}
          onEscapeKeyDown={escapeToTop}
          {...descriptionProps}
        >
          <header className="modal__header">
            <div className="modal__heading">
              <Dialog.Title className="modal__title">{title}</Dialog.Title>
              {description !== undefined && (
                <Dialog.Description className="modal__description">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close className="modal__close" aria-label="Close">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </header>
          <div ref={setBody} className="modal__body">
            {children}
          </div>
          {footer !== undefined && <footer className="modal__footer">{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
