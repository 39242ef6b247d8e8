/** The profile picture: choose a file (checked here first), preview it, then upload or cancel. */
import { MESSAGES, PICTURE_RULES, type UserProfile } from '@app/contracts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { Avatar } from '../ui/Avatar';
import { BusyButton } from '../ui/fields';
import { useProfileCache } from './use-profile-cache';

const MAX_MB = PICTURE_RULES.maxBytes / (1024 * 1024);
const ACCEPTED: readonly string[] = PICTURE_RULES.types;

export function PictureSection({ profile }: { profile: UserProfile }) {
  const { update, failure } = useProfileCache();
  const send = trpc.profile.uploadPicture.useMutation();
  const inputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (file === null) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen === undefined) return;
    if (!ACCEPTED.includes(chosen.type)) {
      setFile(null);
      setError(MESSAGES.pictureType);
    } else if (chosen.size > PICTURE_RULES.maxBytes) {
      setFile(null);
      setError(MESSAGES.pictureTooLarge);
    } else {
      setError(null);
      setFile(chosen);
    }
  };

  const upload = async () => {
    if (file === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const saved = await send.mutateAsync(form);
      notify(saved.message);
      update({ profilePicture: saved.profilePicture });
      setFile(null);
    } catch (failed) {
      setError(failure(failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile__picture" aria-label="Profile picture">
      <Avatar name={profile.username} picture={preview ?? profile.profilePicture} size="xl" />
      <div className="profile__picture-body">
        <p className="profile__who">
          <strong className="profile__name">{profile.username}</strong>
          <span className="profile__plan">{profile.subscription}</span>
        </p>
        <div className="profile__picture-actions">
          <input
            id={inputId}
            className="visually-hidden profile__file"
            type="file"
            name="file"
            accept={ACCEPTED.join(',')}
            onChange={onChoose}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? errorId : undefined}
          />
          <label htmlFor={inputId} className="btn btn-ghost btn-sm profile__choose">
            {file === null ? 'Change picture' : 'Choose another'}
          </label>
          {file !== null && (
            <>
              <BusyButton
                type="button"
                size="sm"
                busy={busy}
                busyLabel="Uploading…"
                onClick={() => void upload()}
              >
                Upload
              </BusyButton>
              <button type="button" className="btn btn-sm profile__cancel" onClick={() => setFile(null)}>
                Cancel
              </button>
            </>
          )}
        </div>
        {error !== null ? (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        ) : (
          <p className="field__hint">
            {file === null
              ? `JPEG, PNG or WebP, up to ${MAX_MB} MB.`
              : `Preview of ${file.name}. Upload to save it.`}
          </p>
        )}
      </div>
    </section>
  );
}
