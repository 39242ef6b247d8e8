/**
 * 'Delete my account': says what is deleted and what is kept, then asks for the word DELETE (and the
 * password, for an account that has one) before the server erases the account. On the app's one
 * Modal (Radix): labelled, focus kept inside, Escape closes it and returns to the profile.
 */
import { DELETE_WORD, PRIVACY_MESSAGES, type UserProfile } from '@app/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { errorCode, errorMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert, PasswordField, TextField } from '../ui/fields';
import { Modal } from '../ui/Modal';
import { useAccountDeleted } from './use-account-deleted';

export interface DeleteAccountDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly profile: UserProfile;
}

type Problem = { field: 'word' | 'password' | 'form'; message: string } | null;

export function DeleteAccountDialog({ open, onOpenChange, profile }: DeleteAccountDialogProps) {
  const wordField = useRef<HTMLInputElement>(null);
  const [word, setWord] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const erase = trpc.profile.deleteAccount.useMutation();
  const deleted = useAccountDeleted();
  const needsPassword = profile.signInMethods.includes('password');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (erase.isPending) return;
    // Checked here first so a slip costs no call; the server checks again.
    if (word.trim() !== DELETE_WORD) {
      setProblem({ field: 'word', message: PRIVACY_MESSAGES.confirmWord });
      return;
    }
    if (needsPassword && password === '') {
      setProblem({ field: 'password', message: PRIVACY_MESSAGES.passwordRequired });
      return;
    }
    setProblem(null);
    erase.mutate(
      { confirm: word, ...(needsPassword ? { password } : {}) },
      {
        onSuccess: (result) => void deleted(result.message),
        onError: (failed) => {
          const code = errorCode(failed);
          const field =
            code === 'PASSWORD_INCORRECT' ? 'password' : code === 'DELETE_NOT_CONFIRMED' ? 'word' : 'form';
          setProblem({ field, message: errorMessage(failed) });
        },
      },
    );
  };

  const errorOf = (field: 'word' | 'password') => (problem?.field === field ? problem.message : null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your account?"
      description="This cannot be undone."
      size="sm"
      initialFocus={wordField}
    >
      <form className="privacy__confirm" onSubmit={onSubmit} noValidate>
        <div className="privacy__facts">
          <p className="privacy__facts-title">Deleted</p>
          <ul>
            <li>Your profile, picture and sign-in, on every device</li>
            <li>Your guide profile, documents and tour plans</li>
            <li>Your messages, special plans and newsletter subscription</li>
          </ul>
          <p className="privacy__facts-title">Kept</p>
          <ul>
            <li>Your reviews, shown as “Former traveller”</li>
            <li>Payment records and invoices, as the law requires</li>
          </ul>
        </div>
        <TextField
          ref={wordField}
          label={`Type ${DELETE_WORD} to confirm`}
          name="confirm"
          autoComplete="off"
          value={word}
          onChange={(value) => {
            setWord(value);
            setProblem(null);
          }}
          error={errorOf('word')}
        />
        {needsPassword && (
          <PasswordField
            label="Your password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setProblem(null);
            }}
            error={errorOf('password')}
          />
        )}
        <FormAlert message={problem?.field === 'form' ? problem.message : null} />
        <div className="privacy__actions">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <BusyButton size="sm" className="privacy__danger" busy={erase.isPending} busyLabel="Deleting…">
            Delete my account
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
