/**
 * The mixed writers: simulated users who sign up (OTP mail read from the outbox), log in, then run
 * their errands (errands.ts), each drawn with its share: the newsletter, a site review, narrations
 * short and long, bookings, price offers, tours reviewed afterwards, plans (money-load.ts); several
 * at once, while the demo guide answers requests and offers (guide-desk.ts). Users outlive a cycle:
 * after a kill they carry on where their last answered request left them, as people retrying
 * against a restarted site would.
 */

import { type Answer, type Caller, callsOf, cookieOf, type UserCalls } from './client.js';
import { drawErrands, type MixOptions } from './errand-mix.js';
import type { Errand } from './errands.js';
import { GuideDesk } from './guide-desk.js';
import type { Ledger } from './ledger.js';
import { listMails, type MailFile, otpIn } from './mailbox.js';

export interface LoadOptions extends MixOptions {
  /** Requests in flight at once. */
  clients: number;
  /** DATA_DIR/demo-guide.txt: the demo guide's login, written by the first start. */
  guideLoginFile: string;
}

type Stage = 'sign-up' | 'log-in' | 'subscribe' | 'errands' | 'done';

interface SimUser extends Caller {
  email: string;
  password: string;
  stage: Stage;
  subscribes: boolean;
  errands: Errand[];
  /** Sign-up mails already tried, by file: only a newer code is worth typing. */
  triedMails: Set<string>;
  /** The product's time of the last code asked for: an outage since then expired it. */
  lastOtpRequest: number;
  accountAcked: boolean;
  startedAt: number;
  busy: boolean;
}

/** Users in progress at once: more than clients, so a client always finds one not waiting for a mail. */
const USERS_PER_CLIENT = 2;
/** A sent code can take a restart to arrive; after this long (of the product's time) without one, ask again. */
const OTP_REREQUEST_MS = 20_000;
/** A user whose sign-up is stuck (sending limits after many kills) makes way for a new one. */
const SIGN_UP_GIVE_UP_MS = 120_000;
/** How long an idle client waits before looking again for a user who can act (a new mail). */
const IDLE_POLL_MS = 25;
const PASSWORD = 'Crash#Test1';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Load {
  private readonly users: SimUser[] = [];
  private created = 0;
  private mails: MailFile[] = [];
  private mailsReadAt = 0;
  private readonly runId = Date.now().toString(36);
  private readonly guide: GuideDesk;

  constructor(
    private readonly ledger: Ledger,
    private readonly outboxDir: string,
    private readonly options: LoadOptions,
  ) {
    this.guide = new GuideDesk(options.guideLoginFile, ledger, options.random, options.clock);
  }

  /** Drives the product at `baseUrl` until `signal` aborts; resolves once every client stopped. */
  async drive(baseUrl: string, signal: AbortSignal): Promise<void> {
    const clients = Array.from({ length: this.options.clients }, () => this.client(baseUrl, signal));
    await Promise.all(clients);
  }

  private async client(baseUrl: string, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      if (this.guide.take()) {
        await this.guide.act(baseUrl);
        continue;
      }
      const user = await this.nextUser();
      if (!user) {
        await pause(IDLE_POLL_MS);
        continue;
      }
      try {
        await this.step(baseUrl, user);
      } finally {
        user.busy = false;
      }
    }
  }

  /** A user no other client is serving (taken here, in the same turn that chose it), or none. */
  private async nextUser(): Promise<SimUser | undefined> {
    await this.refreshMails();
    const user = this.chooseUser();
    if (user) user.busy = true;
    return user;
  }

  private chooseUser(): SimUser | undefined {
    const now = Date.now();
    for (const user of this.users)
      if (user.stage === 'sign-up' && now - user.startedAt > SIGN_UP_GIVE_UP_MS) user.stage = 'done';
    const active = this.users.filter((u) => u.stage !== 'done');
    this.users.splice(0, this.users.length, ...active);
    const ready = active.filter((u) => !u.busy && this.canAct(u));
    if (ready.length > 0) return ready[Math.floor(this.options.random() * ready.length)];
    // Users waiting for a guide or a tour's end step aside, so that the load goes on meanwhile.
    const going = active.filter((u) => this.waitsUntil(u) === 0);
    if (going.length < this.options.clients * USERS_PER_CLIENT) return this.newUser();
    return undefined;
  }

  private newUser(): SimUser {
    const n = ++this.created;
    const email = `crash-${this.runId}-${n}@example.com`;
    const user: SimUser = {
      email,
      password: PASSWORD,
      // A distinct address per user keeps the per-address limits from throttling the whole load.
      ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      stage: 'sign-up',
      ...drawErrands(this.options, this.ledger, email),
      triedMails: new Set(),
      lastOtpRequest: 0,
      accountAcked: false,
      startedAt: Date.now(),
      busy: false,
    };
    this.users.push(user);
    return user;
  }

  /** The product's time until which the user's current errand waits; 0 when it can act. */
  private waitsUntil(user: SimUser): number {
    return user.stage === 'errands' ? (user.errands[0]?.waitsUntil ?? 0) : 0;
  }

  private canAct(user: SimUser): boolean {
    if (user.stage === 'errands') return this.waitsUntil(user) <= this.options.clock();
    if (user.stage !== 'sign-up') return true;
    const mail = this.newestMailTo(user.email);
    return (
      (mail !== undefined && !user.triedMails.has(mail.file)) ||
      this.options.clock() - user.lastOtpRequest > OTP_REREQUEST_MS
    );
  }

  /** Lists the outbox at most once per idle poll: every waiting user looks at the same listing. */
  private async refreshMails(): Promise<void> {
    if (Date.now() - this.mailsReadAt < IDLE_POLL_MS) return;
    this.mailsReadAt = Date.now();
    this.mails = await listMails(this.outboxDir);
  }

  private newestMailTo(email: string): MailFile | undefined {
    let newest: MailFile | undefined;
    for (const mail of this.mails)
      if (mail.to === email && (!newest || mail.stamp > newest.stamp)) newest = mail;
    return newest;
  }

  private async step(baseUrl: string, user: SimUser): Promise<void> {
    const calls = callsOf(baseUrl, user);
    if (user.stage === 'sign-up') await this.signUp(user, calls);
    else if (user.stage === 'log-in') await this.logIn(user, calls);
    else if (user.stage === 'subscribe') await this.subscribe(user, calls);
    else await this.errand(user, calls);
  }

  private async signUp(user: SimUser, calls: UserCalls): Promise<void> {
    const mail = this.newestMailTo(user.email);
    // Only the newest code can be right: typing older ones would use up the tries of the current one.
    if (mail && !user.triedMails.has(mail.file)) {
      user.triedMails.add(mail.file);
      const otp = await otpIn(this.outboxDir, mail);
      if (otp === null) return;
      const credentials = { signUpEmail: user.email, signUpPassword: user.password };
      const answer = await calls.post('/api/createAccount', { ...credentials, otp });
      if (!answer) {
        user.triedMails.delete(mail.file);
        return;
      }
      if (answer.status === 200) {
        this.ledger.ack({ kind: 'account', email: user.email });
        user.accountAcked = true;
        user.stage = 'log-in';
      } else if (code(answer) === 'ACCOUNT_EXISTS') user.stage = 'log-in';
      // A used or replaced code (its first try went unanswered): wait for a newer mail, or ask again.
      else if (answer.status !== 400) this.surprise('createAccount', answer);
      return;
    }
    user.lastOtpRequest = this.options.clock();
    const answer = await calls.post('/api/verifyAccountExistAndSendingOTP', {
      signUpEmail: user.email,
      signUpPassword: user.password,
    });
    if (!answer) return;
    if (answer.status === 200) this.ledger.ack({ kind: 'otp-request', email: user.email });
    else if (code(answer) === 'ACCOUNT_EXISTS') user.stage = 'log-in';
    // 429: a code went out less than a minute ago (an unanswered request got through), or the limit.
    else if (answer.status !== 429) this.surprise('OTP request', answer);
  }

  private async logIn(user: SimUser, calls: UserCalls): Promise<void> {
    // Logging in with a live session would end it; a user comes here without one.
    user.cookie = undefined;
    const answer = await calls.post('/api/logIn', { logInEmail: user.email, logInPassword: user.password });
    if (!answer) return;
    const cookie = cookieOf(answer.cookies, 'sid');
    if (answer.status === 200 && cookie) {
      user.cookie = cookie;
      this.ledger.ack({
        kind: 'log-in',
        email: user.email,
        token: tokenOf(cookie),
        at: this.options.clock(),
      });
      user.stage = user.subscribes ? 'subscribe' : 'errands';
    } else if (code(answer) === 'ACCOUNT_MISSING' && !user.accountAcked) {
      // The account's creation was never answered and did not happen: sign up again.
      user.stage = 'sign-up';
    } else {
      // Signing up again would hide a lost account from the checks: leave the user there.
      this.surprise('logIn', answer);
      user.stage = 'done';
    }
  }

  /** Now and then twice at once, as a double click: the welcome mail must still go once. */
  private async subscribe(user: SimUser, calls: UserCalls): Promise<void> {
    const times = this.options.random() < 0.5 ? 2 : 1;
    const answers = await Promise.all(
      Array.from({ length: times }, () => calls.post('/api/subscribeEmail', { subscribeEmail: user.email })),
    );
    for (const answer of answers) {
      if (answer?.status === 200) this.ledger.ack({ kind: 'subscription', email: user.email });
      else if (answer && answer.status !== 401) this.surprise('subscribeEmail', answer);
    }
    if (answers.some((a) => a?.status === 200)) user.stage = 'errands';
    else if (answers.some((a) => a?.status === 401)) user.stage = 'log-in';
  }

  /** One step of the user's current errand; a 401 sends the user to log in again first. */
  private async errand(user: SimUser, calls: UserCalls): Promise<void> {
    const errand = user.errands[0];
    if (errand === undefined) {
      user.stage = 'done';
      return;
    }
    const answer = await errand.step(calls);
    if (answer?.status === 401) user.stage = 'log-in';
    else if (errand.done) user.errands.shift();
  }

  private surprise(what: string, answer: Answer): void {
    this.ledger.surprise(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
}

const code = (answer: Answer) => answer.body.code;

/** The session token a `sid=<token>` cookie carries. */
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
