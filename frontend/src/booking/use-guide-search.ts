/**
 * The details popup's Next: the spec §5 messages first (nothing is sent while one shows), then the
 * guide grid's search, fetched before the grid opens so that a refusal (a slot the server finds
 * past, a place outside India) is said on the form that can fix it.
 */
import type { AvailableGuidesInput, BookingKind } from '@app/contracts';
import { useState } from 'react';
import { errorCode, errorMessage } from '../app/errors';
import { trpc } from '../app/trpc';
import { type BookingPlace, checkDetails, type DetailsErrors, firstInvalid, searchFor } from './booking-form';
import { problemAction } from './booking-problems';
import type { DetailsFields } from './booking-steps';

export interface GuideSearchOptions {
  readonly place: BookingPlace;
  readonly onFound: (search: AvailableGuidesInput) => void;
  readonly onLogin: () => void;
}

export function useGuideSearch({ place, onFound, onLogin }: GuideSearchOptions) {
  const utils = trpc.useUtils();
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (kind: BookingKind, fields: DetailsFields) => {
    if (busy) return;
    const found = checkDetails(kind, fields, new Date());
    setErrors(found);
    setProblem(null);
    if (firstInvalid(kind, found) !== null) {
      setAttempt((n) => n + 1);
      return;
    }
    const search = searchFor(kind, place, fields);
    setBusy(true);
    try {
      // Into the grid's own query (same input), which then shows it without asking again.
      await utils.bookings.guides.fetch(search, { staleTime: 0 });
      onFound(search);
    } catch (failed) {
      if (problemAction(errorCode(failed)) === 'login') onLogin();
      else setProblem(errorMessage(failed));
    } finally {
      setBusy(false);
    }
  };

  /** Clears a field's message as soon as it is edited. */
  const clearError = (field: keyof DetailsFields) =>
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  return { errors, attempt, problem, busy, submit, clearError, setProblem };
}
