/**
 * `pnpm admin store check [--repair]`: reads every file of the embedded store in DATA_DIR as the
 * product's start-up would, without starting it, and says what it finds, one line a finding;
 * with --repair it repairs all of it, keeping every original in DATA_DIR/recovered/<time>/.
 */
import { relative } from 'node:path';
import { type Config, dataPaths, lockDataDir, NedbStore } from '@app/infra';
import { derivedReviewNumbers } from '../reviews/index.js';
import { channel } from './commands.js';
import { printable } from './printable.js';

export interface StoreCheckResult {
  text: string;
  /** Damage found and not repaired: the command exits 1. */
  damaged: boolean;
}

/** A store file as the operator reads it: relative to DATA_DIR (the store escapes the data it quotes itself). */
const shown = (root: string, file: string) => printable(relative(root, file));

export async function storeCheckCommand(config: Config, repair: boolean): Promise<StoreCheckResult> {
  if (config.STORE !== 'embedded')
    throw new Error('The store check reads the embedded store; check MongoDB with its own tools.');
  const running = await channel(config);
  if (running && repair)
    throw new Error(`The product is running (pid ${running.pid}) on this DATA_DIR: stop it first.`);
  const paths = dataPaths(config);
  // A repair takes DATA_DIR as the product does: a process that holds it (starting, not yet
  // answering) refuses it. A look only reads, beside a running product too.
  const lock = repair ? lockDataDir(paths.root, 'pnpm admin store check') : null;
  let checks: ReturnType<typeof NedbStore.check>;
  try {
    checks = NedbStore.check(paths.store, repair, { derived: derivedReviewNumbers() });
  } finally {
    lock?.release();
  }
  const lines: string[] = [];
  if (running)
    lines.push(
      `The product is running (pid ${running.pid}): a write in progress can show as a torn last line.`,
    );
  for (const check of checks) {
    lines.push(`${shown(paths.root, check.file)}: ${check.summary}`);
    for (const f of check.findings)
      lines.push(
        `${shown(paths.root, f.file)}${f.at ? ` ${f.at}` : ''}: ${f.problem}${f.repaired ? ` (repaired: ${f.repaired})` : ''}`,
      );
  }
  const found = checks.flatMap((c) => c.findings);
  const left = found.filter((f) => f.repaired === undefined).length;
  if (checks.length === 0) lines.push(`There is no embedded store in ${printable(paths.store)} yet.`);
  else if (found.length === 0) lines.push('The store is clean.');
  else if (left === 0) lines.push(`Repaired ${found.length} finding(s).`);
  else
    lines.push(
      `${left} finding(s) to repair: stop the product and run \`pnpm admin store check --repair\` ` +
        '(it keeps every original in DATA_DIR/recovered/).',
    );
  return { text: lines.join('\n'), damaged: left > 0 };
}
