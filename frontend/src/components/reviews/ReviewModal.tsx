/**
 * The popup every review form opens in (the site review, the guide's, the traveller's): small,
 * titled, with its first field focused. The form inside closes it when it is done, giving the
 * server's words, or when a login is needed first.
 */
import { type ReactNode, type RefObject, useRef } from 'react';
import { Modal } from '../ui/Modal';

export interface ReviewFormProps {
  readonly firstField: RefObject<HTMLInputElement | null>;
  readonly onDone: (message: string) => void;
  readonly onNeedLogin: () => void;
}

export interface ReviewModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description: string;
  /** The review is saved; the popup is closing. */
  readonly onDone: (message: string) => void;
  readonly form: (props: ReviewFormProps) => ReactNode;
}

export function ReviewModal({ open, onOpenChange, title, description, onDone, form }: ReviewModalProps) {
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      initialFocus={firstField}
    >
      {form({
        firstField,
        onDone: (message) => {
          onOpenChange(false);
          onDone(message);
        },
        onNeedLogin: () => onOpenChange(false),
      })}
    </Modal>
  );
}
