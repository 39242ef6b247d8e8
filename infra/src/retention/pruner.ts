/**
 * Keeps handled history bounded: every few minutes each part drops what is older than the
 * retention and no longer needed, so stores, start-up and idle loops cost the same after a year
 * as after a day.
 */
import type { Logger } from '../logging/logger.js';

/** One kind of history: drops what was handled before `cutoff`, resolves with how much. */
export interface PrunedHistory {
  name: string;
  prune(cutoff: Date): Promise<number>;
}

const PRUNE_EVERY_MS = 5 * 60_000;

export class Pruner {
  private readonly parts: PrunedHistory[] = [];
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;

  constructor(
    private readonly retentionMs: number,
    private readonly logger: Logger,
    private readonly everyMs = PRUNE_EVERY_MS,
  ) {}

  /** Adds a kind of history; parts added after start() are pruned from the next round on. */
  add(part: PrunedHistory): void {
    this.parts.push(part);
  }

  /**
   * Prunes every few minutes until stop(), the first time one interval after the start: the
   * redeliveries a crash leaves come at once, and must find their handled marks however long
   * the product was down.
   */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.round ??= this.runOnce()
        .then(() => undefined)
        .finally(() => {
          this.round = undefined;
        });
    };
    this.timer = setInterval(tick, this.everyMs);
    this.timer.unref();
  }

  /**
   * One round over every part; a part that fails is logged and the others still run (the next
   * round tries it again). Resolves with what each dropped.
   */
  async runOnce(now = new Date()): Promise<Record<string, number>> {
    const cutoff = new Date(now.getTime() - this.retentionMs);
    const dropped: Record<string, number> = {};
    for (const part of this.parts) {
      try {
        dropped[part.name] = await part.prune(cutoff);
      } catch (err) {
        this.logger.error({ err, history: part.name }, 'pruning failed; tried again next round');
      }
    }
    const total = Object.values(dropped).reduce((sum, n) => sum + n, 0);
    if (total > 0) this.logger.info({ dropped }, 'old history pruned');
    return dropped;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.round;
  }
}
