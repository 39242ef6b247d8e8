/** The one message a user sees for a failed schema: the first rule broken, in the rule's words. */
import type { ZodError } from 'zod';

export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  // Our rules carry complete sentences; zod's built-in ones need the field named.
  if (issue.code === 'custom' || issue.path.length === 0) return issue.message;
  return `${issue.path.join('.')}: ${issue.message}`;
}
