/** The one message a user sees for a failed schema: the first rule broken, in the rule's words. */
import type { ZodError } from 'zod';

/** zod's own wording and our generic field messages say nothing of which field: those get its name. */
const NAMELESS = /^(Invalid|Too (small|big)|Unrecognized|Expected|This field|Must be)/;

export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  if (issue.path.length === 0 || !NAMELESS.test(issue.message)) return issue.message;
  return `${issue.path.join('.')}: ${issue.message}`;
}
