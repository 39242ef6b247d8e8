/** The username: saved on its own; an empty name reverts to the saved one (spec §5). */
import type { UserProfile } from '@app/contracts';
import { type FormEvent, type RefObject, useState } from 'react';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { BusyButton, TextField } from '../ui/fields';
import { nameSave } from './name-save';
import { useProfileCache } from './use-profile-cache';

export function NameSection({
  profile,
  inputRef,
}: {
  profile: UserProfile;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { update, failure } = useProfileCache();
  const [name, setName] = useState(profile.username);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.profile.setFullName.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setError(null);
    const next = nameSave(name, profile.username);
    if (next.kind === 'revert') {
      setName(next.name);
      return;
    }
    save.mutate(
      { userFullName: next.name },
      {
        onSuccess: (result) => {
          notify(result.message);
          setName(result.username);
          update({ username: result.username });
        },
        onError: (failed) => setError(failure(failed)),
      },
    );
  };

  return (
    <form className="profile__form" onSubmit={onSubmit} noValidate>
      <TextField
        ref={inputRef}
        label="Username"
        name="userFullName"
        autoComplete="name"
        value={name}
        placeholder={profile.username}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        error={error}
        hint="Leave it empty to keep your current name."
        addon={
          <BusyButton size="sm" variant="secondary" busy={save.isPending} busyLabel="Saving…">
            Save
          </BusyButton>
        }
      />
    </form>
  );
}
