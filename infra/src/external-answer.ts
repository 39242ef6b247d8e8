/**
 * Answers of outside services (Google, the language model, Twilio), read through a zod schema:
 * a malformed one becomes one clear error naming the service and what was wrong, never a cast.
 */
import type { z } from 'zod';

/** An outside service answered something we cannot use. The callers log it with their context. */
export class ExternalAnswerError extends Error {
  override readonly name = 'ExternalAnswerError';

  constructor(
    readonly service: string,
    readonly problem: string,
  ) {
    // No `cause`: the problem already lists what was wrong, and loggers would repeat it at length.
    super(`${service} gave a malformed answer: ${problem}`);
  }
}

const MAX_ISSUES = 5;

/** The answer as the schema's type, or an ExternalAnswerError listing the first few problems. */
export function parseAnswer<S extends z.ZodType>(service: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'answer'}: ${issue.message}`)
    .join('; ');
  throw new ExternalAnswerError(service, problems);
}

/** Reads a response's body as JSON through the schema; a body that is not JSON is refused the same way. */
export async function readAnswer<S extends z.ZodType>(
  service: string,
  schema: S,
  response: Response,
): Promise<z.output<S>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ExternalAnswerError(service, `not JSON: ${JSON.stringify(text.slice(0, 100))}`);
  }
  return parseAnswer(service, schema, body);
}
