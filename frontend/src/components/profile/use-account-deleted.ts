/**
 * What the app does once the server has erased the account: the session is already gone there, so
 * it forgets the user here too (the stored hint and the cached personal data), goes home and says so.
 */
import { ROUTES } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../app/notify';
import { forgetUser } from '../../app/stored-session';
import { trpc } from '../../app/trpc';

export function useAccountDeleted(): (message: string) => Promise<void> {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (message: string) => {
      forgetUser();
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.profile) });
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.newsletter) });
      utils.auth.me.setData(undefined, null);
      notify(message);
      await navigate(ROUTES.home);
      // Whatever was fetched for the user (plans, messages) is asked again as a visitor.
      void queryClient.invalidateQueries();
    },
    [utils, queryClient, navigate],
  );
}
