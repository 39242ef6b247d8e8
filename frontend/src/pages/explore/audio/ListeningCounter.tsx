/**
 * What the listener may still hear, as the server counts it (audio.allowance): a visitor's free
 * listens on this device, a free user's listens today and when they reset (in local time), or a
 * subscriber's plan minutes. Read once the popup's request has been answered, so it already counts
 * that listen (or, for a place heard today, does not: replays are free).
 */
import { LISTENING_LABELS, type ListeningAllowance } from '@app/contracts';
import { useEffect } from 'react';
import { onFirstUse } from '../../../app/on-first-use';
import { trpc } from '../../../app/trpc';
import { mirrorAnonymousCount } from './audio-storage';

const clock = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

/** The sentence for an allowance; `localTime` formats the reset instant. */
export function allowanceText(
  allowance: ListeningAllowance,
  localTime = (iso: string) => clock().format(new Date(iso)),
) {
  if (allowance.tier === 'anonymous') return LISTENING_LABELS.anonymousLeft(allowance.left, allowance.limit);
  if (allowance.tier === 'subscriber')
    return LISTENING_LABELS.planLeft(Math.floor(allowance.secondsLeft / 60));
  const daily = LISTENING_LABELS.freeLeft(allowance.left, allowance.limit, localTime(allowance.resetsAt));
  const rewardMinutes = Math.floor(allowance.rewardSeconds / 60);
  return rewardMinutes > 0 ? `${daily} · ${LISTENING_LABELS.rewardLeft(rewardMinutes)}` : daily;
}

export function ListeningCounter({ onLogIn }: { onLogIn: () => void }) {
  const { data } = trpc.audio.allowance.useQuery(undefined, { staleTime: 0, refetchOnMount: 'always' });

  useEffect(() => {
    if (data?.tier === 'anonymous') mirrorAnonymousCount(data.limit - data.left);
  }, [data]);

  if (data === undefined) return null;
  return (
    <p className="audio-panel__hint" aria-live="polite">
      {allowanceText(data)}
      {data.tier === 'anonymous' && (
        <>
          {' '}
          <button type="button" className="audio-panel__link" onClick={onLogIn}>
            Log in
          </button>{' '}
          for more.
        </>
      )}
      {data.tier !== 'subscriber' && (
        <span className="audio-panel__hint-note"> {LISTENING_LABELS.replaysFree}</span>
      )}
    </p>
  );
}
