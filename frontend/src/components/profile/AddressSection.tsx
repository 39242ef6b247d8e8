/** The address: saved on its own. */
import type { UserProfile } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { BusyButton, TextField } from '../ui/fields';
import { useProfileCache } from './use-profile-cache';

export function AddressSection({ profile }: { profile: UserProfile }) {
  const { update, failure } = useProfileCache();
  const [address, setAddress] = useState(profile.address);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.profile.setAddress.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setError(null);
    save.mutate(
      { userAddress: address.trim() },
      {
        onSuccess: (result) => {
          notify(result.message);
          setAddress(result.address);
          update({ address: result.address });
        },
        onError: (failed) => setError(failure(failed)),
      },
    );
  };

  return (
    <form className="profile__form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Address"
        name="userAddress"
        autoComplete="street-address"
        placeholder="House, street, city"
        value={address}
        onChange={(value) => {
          setAddress(value);
          setError(null);
        }}
        error={error}
        addon={
          <BusyButton size="sm" variant="secondary" busy={save.isPending} busyLabel="Saving…">
            Save
          </BusyButton>
        }
      />
    </form>
  );
}
