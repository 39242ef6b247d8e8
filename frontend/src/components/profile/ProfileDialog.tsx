/**
 * The profile editor popup ('Edit Profile', spec §2, §3, §5): picture, username, e-mail (read
 * only), phone with an SMS code, address, audio preference and the latest five transactions. Each
 * part is its own section that saves on its own and shows the server's message as a toast; rule
 * messages come from @app/contracts and show under their field.
 */
import { useRef } from 'react';
import { Modal } from '../ui/Modal';
import { ProfileEditor } from './ProfileEditor';
import './profile-dialog.css';

export interface ProfileDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Profile"
      description="Your details, audio preference and recent payments."
      size="lg"
      initialFocus={firstField}
      footer={
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onOpenChange(false)}>
          Done
        </button>
      }
    >
      {/* Inside the dialog's content: every opening starts from the saved profile. */}
      <ProfileEditor firstField={firstField} />
    </Modal>
  );
}
