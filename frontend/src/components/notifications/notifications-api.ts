/**
 * The Messages panel's cache, for code that refreshes it without the tRPC hooks at hand: every
 * query of `notifications.*` (the lists of both roles) sits under this key.
 */
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../../app/trpc';

export const notificationKeys = {
  all: getQueryKey(trpc.notifications),
};
