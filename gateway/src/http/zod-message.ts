/** The one message a user sees for a failed schema: the first rule broken, in the rule's words. */
import { MESSAGES } from '@app/contracts';
import type { ZodError } from 'zod';

const OWN_MESSAGES = new Set<string>(Object.values(MESSAGES));

export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  // The spec's messages stand alone; zod's generic ones need the field named.
  if (issue.code === 'custom' || issue.path.length === 0 || OWN_MESSAGES.has(issue.message))
    return issue.message;
  return `${issue.path.join('.')}: ${issue.message}`;
}
