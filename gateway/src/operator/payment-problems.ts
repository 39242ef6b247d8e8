/** `pnpm admin payments problems`: the payments that could not be credited or delivered, newest first. */
import type { PaymentProblemView } from '@app/contracts';
import type { Config } from '@app/infra';
import { listProblemViews } from '../payments/index.js';
import { viaProductOrData } from './commands.js';
import { printable } from './printable.js';

export interface ProblemsOptions {
  /** A date (`2025-06-01`, with a time if wanted) or a span back from now (`7d`, `12h`). */
  since?: string;
  /** One JSON object a line, for scripts. */
  json?: boolean;
}

/** `[--since <when>] [--json]` in any order, or null when anything else is given. */
export function problemsArgs(args: readonly string[]): ProblemsOptions | null {
  const options: ProblemsOptions = {};
  for (let i = 0; i < args.length; i++) {
    const since = args[i + 1];
    if (args[i] === '--json' && !options.json) options.json = true;
    else if (args[i] === '--since' && options.since === undefined && since !== undefined) {
      options.since = since;
      i++;
    } else return null;
  }
  return options;
}

const SPAN = /^(\d+)([dh])$/;
const HOUR_MS = 3_600_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The instant `--since` names; a date without an offset is read in UTC. */
export function sinceInstant(text: string, now: Date): Date {
  const span = SPAN.exec(text);
  if (span) return new Date(now.getTime() - Number(span[1]) * (span[2] === 'd' ? 24 : 1) * HOUR_MS);
  // A time with no zone after it: Z names UTC (a test, not a pattern, as the text is the operator's to make long).
  const time = text.indexOf('T');
  const utc = time >= 0 && !/[Z+-]/.test(text.slice(time)) ? `${text}Z` : text;
  const at = ISO_DATE.test(text) ? new Date(utc) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime()))
    throw new Error(
      `--since takes a date (2025-06-01, or with a time) or a span back from now (7d, 12h), not "${text}".`,
    );
  return at;
}

const REFUND_SAID = {
  none: 'no refund asked',
  pending: 'refund pending',
  processed: 'refund made',
  released: 'released, never charged',
} as const;

function problemLines(p: PaymentProblemView): string {
  const when = `${p.at.slice(0, 19).replace('T', ' ')} UTC`;
  const order =
    p.email === null
      ? 'order no longer in the store'
      : printable(`${p.email} ordered ${p.description} for ${p.amount}`);
  return `${when}  order ${p.orderId}  payment ${p.paymentId}\n    ${p.outcome}: ${printable(p.reason)}; ${REFUND_SAID[p.refund]}\n    ${order}`;
}

export async function paymentProblemsCommand(
  config: Config,
  options: ProblemsOptions = {},
  now = new Date(),
): Promise<string> {
  const since = options.since === undefined ? undefined : sinceInstant(options.since, now);
  const query = since ? `?since=${encodeURIComponent(since.toISOString())}` : '';
  const problems = await viaProductOrData<PaymentProblemView[]>(
    config,
    { path: `/payments/problems${query}` },
    (p) => listProblemViews(p.store, since ? { since } : {}),
  );
  if (options.json) return problems.map((p) => printable(JSON.stringify(p))).join('\n');
  if (problems.length === 0) return 'No payment problems.';
  return `${problems.length} payment problem(s), newest first:\n${problems.map(problemLines).join('\n')}`;
}
