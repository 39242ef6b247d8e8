/** Keeps the session check and the editor's data in step after a save, and handles a lapsed session. */
import { MESSAGES, type UserProfile } from '@app/contracts';
import { useAuth } from '../../app/auth';
import { errorMessage, isUnauthorized } from '../../app/errors';
import { trpc } from '../../app/trpc';

export function useProfileCache() {
  const utils = trpc.useUtils();
  const { refresh, openLogin } = useAuth();
  const update = (patch: Partial<UserProfile>) => {
    const apply = (current: UserProfile | null | undefined) =>
      current === null || current === undefined ? current : { ...current, ...patch };
    utils.profile.load.setData(undefined, (current) => apply(current) ?? undefined);
    utils.auth.me.setData(undefined, (current) => apply(current) ?? null);
  };
  /** The session has lapsed (e.g. expired): re-check it and ask for a login. */
  const sessionEnded = () => {
    void refresh();
    openLogin(MESSAGES.pleaseLogInFirst);
  };
  /** The message to show for a failed save; a lapsed session also asks for a login. */
  const failure = (error: unknown): string => {
    if (isUnauthorized(error)) sessionEnded();
    return errorMessage(error);
  };
  return { update, failure, sessionEnded };
}
