/** zod schemas for REST and tRPC inputs, built on the rules of validation.ts so messages agree. */
import { z } from 'zod';
import { checkEmail, checkPassword } from './validation.js';

/** A string field whose rule message is the one the spec gives. */
export const ruled = (check: (value: string) => string | null, max = 1000) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Must be text.') })
    .max(max, `Must be at most ${max} characters.`)
    .superRefine((value, ctx) => {
      // Past the limit the field is refused already; its rule is not run on the excess.
      if (value.length > max) return;
      const message = check(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });

export const emailField = ruled(checkEmail, 254);
export const passwordField = ruled(checkPassword, 200);
