/**
 * The one message a user sees for a failed schema: the first rule broken, in the rule's own words
 * when the contract gives some, otherwise a plain sentence naming the field. zod's own wording
 * ('Invalid input: expected object, received null') never reaches a user.
 */
import { MESSAGES } from '@app/contracts';
import type { ZodError } from 'zod';

type Issue = ZodError['issues'][number];

/** zod's own wording and our generic field messages say nothing of which field. */
const NAMELESS = /^(Invalid|Too (small|big)|Unrecognized|Expected|This field|Must be)/;
/** Our generic field messages ('This field …', 'Must be …') are readable once the field is named. */
const OURS = /^(This field|Must be)/;

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

function bound(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const limit = String(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const side = issue.code === 'too_small' ? 'at least' : 'at most';
  if (issue.origin === 'string') return `${side} ${limit} characters long`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${side} ${limit} items`;
  return `${side} ${limit}`;
}

function plain(issue: Issue, field: string): string {
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message)
        ? `${field} is required.`
        : `${field} must be ${KINDS[issue.expected] ?? issue.expected}.`;
    case 'too_small':
    case 'too_big':
      return `${field} must be ${bound(issue)}.`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unexpected field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
}

export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.invalidRequest;
  if (!NAMELESS.test(issue.message)) return issue.message;
  const field = issue.path.map(String).join('.');
  if (field === '' && issue.code !== 'unrecognized_keys') return MESSAGES.bodyNotObject;
  if (OURS.test(issue.message)) return `${field}: ${issue.message}`;
  return plain(issue, field);
}
