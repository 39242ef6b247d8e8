/** What the final checks find: each a kind and a line naming what is wrong. */

export type FindingKind = 'lost' | 'without-effect' | 'doubled' | 'broken-rule' | 'failed-restart';

export interface Finding {
  kind: FindingKind;
  what: string;
}

export class Findings {
  readonly list: Finding[] = [];

  /** An acknowledged write that is not in the data. */
  lost(what: string): void {
    this.list.push({ kind: 'lost', what });
  }

  /** A change whose effect never happened. */
  withoutEffect(what: string): void {
    this.list.push({ kind: 'without-effect', what });
  }

  /** An effect that happened more than once. */
  doubled(what: string): void {
    this.list.push({ kind: 'doubled', what });
  }

  /** A rule of money and calendars the data breaks. */
  brokenRule(what: string): void {
    this.list.push({ kind: 'broken-rule', what });
  }

  /** Notes `what(key, n)` as doubled for each key counted more than once. */
  doubledIn(counts: Map<string, number>, what: (key: string, n: number) => string): void {
    for (const [key, n] of counts) if (n > 1) this.doubled(what(key, n));
  }
}
