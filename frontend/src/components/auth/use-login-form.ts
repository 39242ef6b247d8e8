/**
 * The state every login form has: a rule message per field, and the server's answer to the last
 * submit (its message to show and its stable code to branch on).
 */
import type { ErrorCode } from '@app/contracts';
import { type RefObject, useState } from 'react';
import { errorCode, errorMessage } from '../../app/errors';

/** A field, its input, and its rule message (null when it passes). */
export type FieldCheck<F extends string> = readonly [F, RefObject<HTMLInputElement | null>, string | null];

interface ServerError {
  readonly message: string;
  readonly code: ErrorCode | undefined;
}

export function useLoginForm<F extends string>(initialError: string | null = null) {
  const [errors, setErrors] = useState<Partial<Record<F, string | null>>>({});
  const [server, setServer] = useState<ServerError | null>(
    initialError === null ? null : { message: initialError, code: undefined },
  );

  /** Shows each field's rule message and focuses the first broken field; true when all pass. */
  const validate = (checks: ReadonlyArray<FieldCheck<F>>): boolean => {
    const next: Partial<Record<F, string | null>> = {};
    for (const [field, , problem] of checks) next[field] = problem;
    setErrors(next);
    setServer(null);
    const broken = checks.find(([, , problem]) => problem !== null);
    broken?.[1].current?.focus();
    return broken === undefined;
  };

  /** A field's change handler that also clears its rule message. */
  const fieldChange = (field: F, setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: null }));
  };

  /** Shows a failed call's message and answers its code, for the form to act on. */
  const fail = (error: unknown): ErrorCode | undefined => {
    const code = errorCode(error);
    setServer({ message: errorMessage(error), code });
    return code;
  };

  return {
    errors,
    serverError: server?.message ?? null,
    serverCode: server?.code,
    validate,
    fieldChange,
    fail,
    clearServerError: () => setServer(null),
  };
}
