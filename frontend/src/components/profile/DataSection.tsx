/**
 * 'Your data' (DPDP Act rights): a copy of everything held about the user as a file, and the way to
 * delete the account, which asks again in its own dialog.
 */
import type { UserProfile } from '@app/contracts';
import { useId, useState } from 'react';
import { errorMessage } from '../../app/errors';
import { notify, notifyError } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { BusyButton } from '../ui/fields';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { saveMyData } from './download-my-data';
import './data-section.css';

export function DataSection({ profile }: { profile: UserProfile }) {
  const headingId = useId();
  const { client } = trpc.useUtils();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      // Straight from the client, never the query cache: the copy is the user's to keep, not the page's.
      saveMyData(await client.profile.exportData.query());
      notify('Your data has been downloaded.');
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="privacy" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile__section-title">
        Your data
      </h3>
      <p className="privacy__text">
        Download a copy of everything we hold about you, or delete your account. Payment records are kept as
        the law requires.
      </p>
      <div className="privacy__actions privacy__actions--start">
        <BusyButton
          type="button"
          size="sm"
          variant="secondary"
          busy={downloading}
          busyLabel="Preparing…"
          onClick={() => void download()}
        >
          Download my data
        </BusyButton>
        <button
          type="button"
          className="btn btn-ghost btn-sm privacy__delete"
          onClick={() => setConfirming(true)}
        >
          Delete my account
        </button>
      </div>
      {confirming && <DeleteAccountDialog open onOpenChange={setConfirming} profile={profile} />}
    </section>
  );
}
