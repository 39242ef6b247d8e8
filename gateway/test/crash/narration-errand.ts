/**
 * A long narration: the tourist buys the fortnight plan, has a long text spoken straight away
 * (`/api/synthesize`, which keeps the speech threads busy and writes nothing), then asks for the
 * audio book of a place (tRPC audio.request, kind 'book'), charged to the plan's minutes. Few
 * places and languages, so few books are ever generated: each takes the speech threads a while,
 * and the final run waits for every one.
 */
import type { Answer, UserCalls } from './client.js';
import { type Errand, refused, trackIdOf } from './errands.js';
import type { Ledger } from './ledger.js';
import { MoneyScript } from './money-load.js';

/** About SYNTHESIZE_MAX_CHARS (1000) of text: the longest speech the endpoint makes. */
const LONG_TEXT = Array.from(
  { length: 8 },
  (_, i) =>
    `Stop ${i + 1}: the guide points out the carved marble, the gardens laid out in fours, and the river beyond the walls.`,
).join(' ');

type Stage = 'subscribe' | 'speak' | 'request' | 'done';

export class LongNarration implements Errand {
  private stage: Stage = 'subscribe';
  private readonly plan: MoneyScript;
  private readonly place: string;
  private readonly language: string;
  private attempts = 0;
  readonly waitsUntil = 0;

  constructor(
    private readonly ledger: Ledger,
    random: () => number,
    clock: () => number,
    private readonly email: string,
    places: readonly string[],
    languages: readonly string[],
  ) {
    this.plan = new MoneyScript('subscription', random, ledger, clock);
    this.place = places[Math.floor(random() * places.length)] ?? 'taj-mahal';
    this.language = languages[Math.floor(random() * languages.length)] ?? 'English (US)';
  }

  get done(): boolean {
    return this.stage === 'done';
  }

  async step(calls: UserCalls): Promise<Answer | null> {
    if (this.stage === 'subscribe') return this.subscribe(calls);
    if (this.stage === 'speak') return this.speak(calls);
    return this.request(calls);
  }

  private async subscribe(calls: UserCalls): Promise<Answer | null> {
    const answer = await this.plan.step(calls);
    // Without a confirmed plan (the checkout or its confirmation refused) there is nothing to hear.
    if (this.plan.done) this.stage = this.plan.confirmed ? 'speak' : 'done';
    return answer;
  }

  private async speak(calls: UserCalls): Promise<Answer | null> {
    const answer = await calls.post('/api/synthesize', { text: LONG_TEXT, language: this.language });
    if (answer?.status === 200) this.ledger.speeches++;
    // 429: the address's hourly speech limit; the book is still asked for.
    else if (answer?.status !== 429) refused(this.ledger, 'synthesize', answer);
    if (answer && answer.status !== 401) this.stage = 'request';
    return answer;
  }

  private async request(calls: UserCalls): Promise<Answer | null> {
    this.attempts++;
    const answer = await calls.post('/trpc/audio.request', {
      touristPlace: this.place,
      language: this.language,
      kind: 'book',
    });
    const trackId = trackIdOf(answer);
    if (answer?.status === 200 && trackId)
      this.ledger.ack({ kind: 'narration', trackId, email: this.email, attempts: this.attempts });
    else refused(this.ledger, 'audio.request (book)', answer);
    if (answer && answer.status !== 401) this.stage = 'done';
    return answer;
  }
}
