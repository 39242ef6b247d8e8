/**
 * Runs jobs a few at a time, in turns. Each job waits under a path of keys (a client address, then
 * an account); every level hands out its keys' turns round-robin and each key's own jobs in order,
 * so a key with a thousand jobs waiting delays another key's first one by at most one of its own.
 * A flood from a few addresses therefore cannot starve everyone else, as one shared line let it.
 */

interface Level {
  /** The keys with jobs waiting below them, in the order of their turns: first is next. */
  keys: Map<string, Level>;
  jobs: Array<() => void>;
}

const newLevel = (): Level => ({ keys: new Map(), jobs: [] });
const isEmpty = (level: Level) => level.jobs.length === 0 && level.keys.size === 0;

/** The next job below `level`; the key that gave it goes to the back of the line. */
function take(level: Level): (() => void) | undefined {
  const own = level.jobs.shift();
  if (own) return own;
  const next = level.keys.entries().next();
  if (next.done) return undefined;
  const [key, below] = next.value;
  level.keys.delete(key);
  const job = take(below);
  // Keys with nothing waiting are dropped, so a past client costs no memory.
  if (!isEmpty(below)) level.keys.set(key, below);
  return job;
}

export interface QueueLoad {
  running: number;
  waiting: number;
  /** Jobs started since the queue was made. */
  started: number;
}

export class FairQueue {
  private readonly root = newLevel();
  private running = 0;
  private waiting = 0;
  private started = 0;

  constructor(private readonly slots: number) {}

  /** Runs `job` once a slot is free and the turn is `path`'s; settles as the job does. */
  run<T>(path: readonly string[], job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let level = this.root;
      for (const key of path) {
        let below = level.keys.get(key);
        if (!below) {
          below = newLevel();
          level.keys.set(key, below);
        }
        level = below;
      }
      level.jobs.push(() => {
        Promise.resolve()
          .then(job)
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.dispatch();
          });
      });
      this.waiting++;
      this.dispatch();
    });
  }

  load(): QueueLoad {
    return { running: this.running, waiting: this.waiting, started: this.started };
  }

  private dispatch(): void {
    while (this.running < this.slots) {
      const job = take(this.root);
      if (!job) return;
      this.waiting--;
      this.running++;
      this.started++;
      job();
    }
  }
}
