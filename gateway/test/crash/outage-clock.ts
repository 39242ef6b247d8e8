/**
 * The product's clock in the crash harness: each restart comes after an outage of some hours, so
 * what falls due in hours (a guide's 30-minute answer deadline, a 3-hour tour ending, an unpaid
 * booking's 15-minute lapse) falls due between two cycles, as after a real night-long outage. The
 * offset only grows; product-clock.mjs applies it inside the product.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PRELOAD = fileURLToPath(new URL('./product-clock.mjs', import.meta.url));

export class OutageClock {
  private offset = 0;
  private readonly file: string;
  private readonly roundsFile: string;

  /** `dir` holds the offset file; it must not be DATA_DIR, which belongs to the product. */
  constructor(dir: string) {
    this.file = join(dir, 'clock-offset-ms');
    this.roundsFile = join(dir, 'rounds-sooner-by');
  }

  /** What the product's child process needs in its environment to run on this clock. */
  get env(): Record<string, string> {
    const url = `${pathToFileURL(PRELOAD).href}?offsetFile=${encodeURIComponent(this.file)}&roundsFile=${encodeURIComponent(this.roundsFile)}`;
    return { NODE_OPTIONS: `--import=${url}` };
  }

  /** From the next start on, the product's background rounds (every 30 s or more) come `divisor` times as often. */
  roundsSoonerBy(divisor: number): Promise<void> {
    return writeFile(this.roundsFile, String(divisor));
  }

  /** Moves the clock ahead by `ms` (an outage) and writes it for the next start. */
  async advance(ms: number): Promise<void> {
    this.offset += Math.round(ms);
    await this.write();
  }

  /** Writes the offset as it is, for the first start. */
  write(): Promise<void> {
    return writeFile(this.file, String(this.offset));
  }

  get offsetMs(): number {
    return this.offset;
  }

  /** The product's time now, in ms. */
  now(): number {
    return Date.now() + this.offset;
  }
}
