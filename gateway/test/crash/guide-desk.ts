/**
 * The demo guide of the crash load: logs in with the password the first start wrote to DATA_DIR,
 * reads its notifications and answers the paid requests and price offers waiting in them, mostly
 * accepting. One request per turn, and a poll at most every GUIDE_POLL_MS, so it stays a small
 * share of the load.
 */
import { readFile } from 'node:fs/promises';
import { DECISIONS } from '@app/contracts';
import { DEMO_LOGIN_GUIDE } from '../../src/guides/demo-guide-data.js';
import { type Answer, type Caller, cookieOf, get, post } from './client.js';
import type { Ledger } from './ledger.js';

const GUIDE_POLL_MS = 250;
const ACCEPT_SHARE = 0.75;

type Note = { id: string; bookingId: string };

/** The demo guide's password as the seed wrote it, or null while there is none (a start killed while seeding). */
export async function demoPasswordIn(file: string): Promise<string | null> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') return '';
    throw error;
  });
  return /password:\s*(\S+)/.exec(text)?.[1] ?? null;
}

export class GuideDesk {
  private readonly caller: Caller = { ip: '10.255.255.254' };
  private waiting: Note[] = [];
  /** Requests refused as answered past their deadline: listed until the sweep expires them. */
  private readonly tooLate = new Set<string>();
  private busy = false;
  private nextPollAt = 0;

  constructor(
    private readonly loginFile: string,
    private readonly ledger: Ledger,
    private readonly random: () => number,
    /** The product's time, for the session's acknowledgement. */
    private readonly clock: () => number,
  ) {}

  /** Whether the guide has something to do now; if so it is taken (in the same turn) until `act` ends. */
  take(): boolean {
    if (this.busy || (this.waiting.length === 0 && Date.now() < this.nextPollAt)) return false;
    this.busy = true;
    return true;
  }

  async act(baseUrl: string): Promise<void> {
    try {
      if (!this.caller.cookie) await this.logIn(baseUrl);
      else if (this.waiting.length === 0) await this.poll(baseUrl);
      else await this.answer(baseUrl);
    } finally {
      this.busy = false;
    }
  }

  private async logIn(baseUrl: string): Promise<void> {
    this.nextPollAt = Date.now() + GUIDE_POLL_MS;
    const password = await demoPasswordIn(this.loginFile);
    if (!password) return;
    const body = { logInEmail: DEMO_LOGIN_GUIDE.email, logInPassword: password };
    const answer = await post(baseUrl, '/api/logIn', body, this.caller);
    const cookie = answer ? cookieOf(answer.cookies, 'sid') : undefined;
    if (answer?.status === 200 && cookie) {
      this.caller.cookie = cookie;
      const token = cookie.slice(cookie.indexOf('=') + 1);
      this.ledger.ack({ kind: 'log-in', email: DEMO_LOGIN_GUIDE.email, token, at: this.clock() });
    }
    // 429: logins of an account are limited; an earlier one went through unanswered. 401: the file
    // is of a seed a kill cut short, whose next run writes it anew (the final checks try it).
    else if (answer && answer.status !== 429 && answer.status !== 401) this.surprise('guide logIn', answer);
  }

  private async poll(baseUrl: string): Promise<void> {
    this.nextPollAt = Date.now() + GUIDE_POLL_MS;
    const answer = await get(baseUrl, '/api/get-notifications-guide', this.caller);
    if (answer?.status === 401) this.caller.cookie = undefined;
    else if (answer?.status === 200 && Array.isArray(answer.body))
      this.waiting = (answer.body as unknown[]).flatMap((note) => {
        const { id, bookingId, descision } = note as Record<string, unknown>;
        return typeof id === 'string' &&
          typeof bookingId === 'string' &&
          descision === DECISIONS.pending &&
          !this.tooLate.has(id)
          ? [{ id, bookingId }]
          : [];
      });
    else if (answer) this.surprise('get-notifications-guide', answer);
  }

  private async answer(baseUrl: string): Promise<void> {
    const note = this.waiting.splice(Math.floor(this.random() * this.waiting.length), 1)[0];
    if (!note) return;
    const decision = this.random() < ACCEPT_SHARE ? 'accept' : 'reject';
    const answer = await post(baseUrl, '/api/save-decision', { id: note.id, decision }, this.caller);
    if (answer?.status === 200)
      this.ledger.ack({ kind: 'decision', notificationId: note.id, bookingId: note.bookingId, decision });
    else if (answer?.status === 401) this.caller.cookie = undefined;
    // The deadline passed while the product was down: the answer sweep, a minute after a start,
    // expires the request; until then it is still listed, and is not worth asking again.
    else if (answer?.body.code === 'ANSWER_TOO_LATE') this.tooLate.add(note.id);
    // Answered already (an earlier try went through unanswered), the tourist cancelled first, or an
    // offer lapsed while the product was down.
    else if (answer && !['ALREADY_ANSWERED', 'BOOKING_LAPSED'].includes(String(answer.body.code)))
      this.surprise('save-decision', answer);
  }

  private surprise(what: string, answer: Answer): void {
    this.ledger.surprise(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
}
