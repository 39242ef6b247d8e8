/**
 * The demo guide of the crash load: logs in with the password the first start wrote to DATA_DIR,
 * reads its notifications and answers the paid requests waiting in them, mostly accepting. One
 * request per turn, and a poll at most every GUIDE_POLL_MS, so it stays a small share of the load.
 */
import { readFile } from 'node:fs/promises';
import { DECISIONS } from '@app/contracts';
import { DEMO_LOGIN_GUIDE } from '../../src/guides/demo-guide-data.js';
import { type Answer, type Caller, cookieOf, get, post } from './client.js';
import type { Ledger } from './ledger.js';

const GUIDE_POLL_MS = 250;
const ACCEPT_SHARE = 0.75;

type Note = { id: string; bookingId: string };

export class GuideDesk {
  private readonly caller: Caller = { ip: '10.255.255.254' };
  private waiting: Note[] = [];
  private busy = false;
  private nextPollAt = 0;

  constructor(
    private readonly loginFile: string,
    private readonly ledger: Ledger,
    private readonly random: () => number,
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
    const password = /password:\s*(\S+)/.exec(await readFile(this.loginFile, 'utf8'))?.[1];
    if (!password) throw new Error(`no demo guide password in ${this.loginFile}`);
    const body = { logInEmail: DEMO_LOGIN_GUIDE.email, logInPassword: password };
    const answer = await post(baseUrl, '/api/logIn', body, this.caller);
    if (answer?.status === 200) this.caller.cookie = cookieOf(answer.cookies, 'sid');
    // 429: logins of an account are limited; an earlier one went through unanswered.
    else if (answer && answer.status !== 429) this.surprise('guide logIn', answer);
  }

  private async poll(baseUrl: string): Promise<void> {
    this.nextPollAt = Date.now() + GUIDE_POLL_MS;
    const answer = await get(baseUrl, '/api/get-notifications-guide', this.caller);
    if (answer?.status === 401) this.caller.cookie = undefined;
    else if (answer?.status === 200 && Array.isArray(answer.body))
      this.waiting = (answer.body as unknown[]).flatMap((note) => {
        const { id, bookingId, descision } = note as Record<string, unknown>;
        return typeof id === 'string' && typeof bookingId === 'string' && descision === DECISIONS.pending
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
    if (answer?.status === 200) this.ledger.ack({ kind: 'decision', bookingId: note.bookingId, decision });
    else if (answer?.status === 401) this.caller.cookie = undefined;
    // Answered already (an earlier try went through unanswered), or the tourist cancelled first.
    else if (answer && answer.body.code !== 'ALREADY_ANSWERED') this.surprise('save-decision', answer);
  }

  private surprise(what: string, answer: Answer): void {
    this.ledger.surprise(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
}
