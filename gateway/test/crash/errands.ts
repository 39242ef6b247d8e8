/**
 * What a simulated user does once logged in, one errand after another: each errand is a few
 * requests, one per step, carried on after a kill from its last answered request.
 */
import type { Answer, UserCalls } from './client.js';
import type { Ledger } from './ledger.js';

export interface Errand {
  /** Sends the next request; resolves with its answer, null when none came (the step is tried again). */
  step(calls: UserCalls): Promise<Answer | null>;
  readonly done: boolean;
  /** The product's time (ms) before which the errand waits (for a guide, for a tour's end); 0 when it can act. */
  readonly waitsUntil: number;
}

/** Notes an answer that is neither a success nor one of the `expected` refusals (401 is the load's). */
export function refused(
  ledger: Ledger,
  what: string,
  answer: Answer | null,
  expected: readonly string[] = [],
) {
  if (!answer || answer.status === 401) return;
  const code = answer.body.code;
  if (typeof code === 'string' && expected.includes(code)) return;
  ledger.surprise(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
}

/** A one-shot errand: done once a request of it got an answer other than 401. */
abstract class OneRequest implements Errand {
  private finished = false;
  readonly waitsUntil = 0;

  get done(): boolean {
    return this.finished;
  }

  async step(calls: UserCalls): Promise<Answer | null> {
    const answer = await this.send(calls);
    if (answer && answer.status !== 401) this.finished = true;
    return answer;
  }

  protected abstract send(calls: UserCalls): Promise<Answer | null>;
}

/** A site review (spec §7 submit-review). */
export class SiteReview extends OneRequest {
  constructor(
    private readonly ledger: Ledger,
    private readonly random: () => number,
  ) {
    super();
  }

  protected async send(calls: UserCalls): Promise<Answer | null> {
    // Each try has a comment of its own, so an unanswered try that did get in is no double.
    const comment = `crash review ${crypto.randomUUID()}`;
    const rating = 1 + Math.floor(this.random() * 5);
    const answer = await calls.post('/api/submit-review', { rating, comment });
    if (answer?.status === 200) this.ledger.ack({ kind: 'review', comment });
    else refused(this.ledger, 'submit-review', answer);
    return answer;
  }
}

/** A one-minute narration through tRPC, which answers at once with the track (REST waits for the audio). */
export class OneMinuteTrack extends OneRequest {
  constructor(
    private readonly ledger: Ledger,
    private readonly random: () => number,
    private readonly places: readonly string[],
  ) {
    super();
  }

  protected async send(calls: UserCalls): Promise<Answer | null> {
    const touristPlace = this.places[Math.floor(this.random() * this.places.length)];
    const answer = await calls.post('/trpc/audio.request', { touristPlace, kind: 'minute' });
    const id = trackIdOf(answer);
    if (answer?.status === 200 && id) this.ledger.ack({ kind: 'track', trackId: id });
    else refused(this.ledger, 'audio.request', answer);
    return answer;
  }
}

/** The track id of a tRPC audio.request answer, if it has one. */
export function trackIdOf(answer: Answer | null): string | undefined {
  const data = (answer?.body.result as { data?: { id?: unknown } } | undefined)?.data;
  return typeof data?.id === 'string' ? data.id : undefined;
}
