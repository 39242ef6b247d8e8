/** The editor's sections, laid out around the saved profile (shown at once from the session check). */
import type { RefObject } from 'react';
import { useAuth } from '../../app/auth';
import { trpc } from '../../app/trpc';
import { TextField } from '../ui/fields';
import { AddressSection } from './AddressSection';
import { DataSection } from './DataSection';
import { NameSection } from './NameSection';
import { PhoneSection } from './PhoneSection';
import { PictureSection } from './PictureSection';
import { PreferenceSection } from './PreferenceSection';
import { TransactionsSection } from './TransactionsSection';

export function ProfileEditor({ firstField }: { firstField: RefObject<HTMLInputElement | null> }) {
  const { user } = useAuth();
  const profile = trpc.profile.load.useQuery(undefined, {
    // Shown at once from the session check, then refreshed from the server.
    initialData: user ?? undefined,
    staleTime: 0,
  });
  const data = profile.data ?? user;
  if (data === null || data === undefined) {
    return <p role="status">Loading…</p>;
  }
  return (
    <div className="profile">
      <PictureSection profile={data} />
      <div className="profile__grid">
        <NameSection profile={data} inputRef={firstField} />
        <TextField label="Email" type="email" value={data.email} onChange={() => {}} readOnly />
        <PhoneSection profile={data} />
        <AddressSection profile={data} />
        <PreferenceSection profile={data} />
      </div>
      <TransactionsSection />
      <DataSection profile={data} />
    </div>
  );
}
