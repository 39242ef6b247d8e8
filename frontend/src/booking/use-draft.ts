/**
 * The draft booking of a chosen guide (`bookings.create`): made when the tourist goes on to pay
 * or to negotiate, then reused for the same guide and details, so that going back and forth in
 * the grid never holds a guide twice. A refused draft is forgotten, so the next try asks again.
 */
import type { AvailableGuidesInput, BookingView } from '@app/contracts';
import { useCallback, useRef } from 'react';
import { trpc } from '../app/trpc';
import { bookingFor } from './booking-form';
import type { DetailsFields } from './booking-steps';

export function useDraft(search: AvailableGuidesInput | null, fields: DetailsFields) {
  const drafts = useRef(new Map<string, Promise<BookingView>>());
  const { mutateAsync: create } = trpc.bookings.create.useMutation();
  return useCallback(
    (guideEmail: string): Promise<BookingView> => {
      if (search === null) return Promise.reject(new Error('Choose the details of the tour first.'));
      const input = bookingFor(search, fields, guideEmail);
      const key = JSON.stringify(input);
      const known = drafts.current.get(key);
      if (known !== undefined) return known;
      const made = create(input);
      drafts.current.set(key, made);
      made.catch(() => drafts.current.delete(key));
      return made;
    },
    [search, fields, create],
  );
}
