/**
 * Against the real broker of `pnpm engines`: two processes in one consumer group share a topic's
 * partitions, one is killed (SIGKILL) while messages flow, and the other takes its partitions over
 * once the group sees it gone. Offsets are committed only after each effect is written, so no
 * effect is lost, and only what was in flight in the killed process (one message per partition at
 * most) comes again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { makeEvent, TOPICS } from '@app/contracts';
import { afterAll, expect, it, vi } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { describeWithEngine } from '../testing/engines.js';
import { KafkaBus } from './kafka-bus.js';

const MEMBER = fileURLToPath(new URL('./kafka-member.fixture.ts', import.meta.url));
/** Where `--import tsx` resolves tsx from, whichever folder the suite was started in. */
const INFRA_DIR = fileURLToPath(new URL('../..', import.meta.url));
const EVENTS = 240;
const PARTITIONS = 3;
/**
 * How long the group waits for the killed member before the survivor takes its partitions over:
 * 10 s (three heartbeats) rather than kafkajs's 30 s, which the test would only sit out.
 */
const SESSION_MS = 10_000;

describeWithEngine('Kafka: a rebalance after a member is killed (pnpm engines)', 'kafka', (brokers) => {
  const members: ChildProcess[] = [];
  afterAll(() => {
    for (const member of members) member.kill('SIGKILL');
  });

  /** Starts a member and resolves once it has joined the group. */
  async function member(topic: string, group: string, effects: string): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', MEMBER, brokers, topic, group, effects, String(SESSION_MS)],
      {
        cwd: INFRA_DIR,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    members.push(child);
    child.stdout?.setEncoding('utf8');
    let said = '';
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`member exited (${code}) before joining`)));
      child.stdout?.on('data', (chunk: string) => {
        said += chunk;
        if (said.includes('ready')) resolve();
      });
    });
    return child;
  }

  it('neither loses nor repeats an effect beyond what the killed member had in flight', {
    timeout: 180_000,
  }, async () => {
    const suffix = Date.now().toString(36);
    const topic = `rebalance.${suffix}`;
    const group = `rebalance-${suffix}`;
    const dir = mkdtempSync(join(tmpdir(), 'rebalance-'));
    const publisher = await KafkaBus.connect(
      { brokers: brokers.split(','), clientId: 'rebalance', partitions: PARTITIONS },
      silentLogger,
    );
    try {
      const events = Array.from({ length: EVENTS }, (_, i) =>
        makeEvent(TOPICS.mailRequested, { to: `r${i}@x.io`, template: 'newsletter-welcome', data: {} }),
      );
      // The topic exists, with its partitions, before the members join.
      await publisher.publish(topic, events.slice(0, 1));
      const doomed = await member(topic, group, join(dir, 'doomed.effects'));
      const survivor = await member(topic, group, join(dir, 'survivor.effects'));
      const effects = () =>
        readdirSync(dir).flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean));
      for (let i = 1; i < EVENTS; i += 10) {
        await publisher.publish(topic, events.slice(i, i + 10));
        if (i === 121) {
          // Both members have worked: a kill now lands in the middle of the stream.
          await vi.waitFor(
            () => {
              const files = readdirSync(dir);
              expect(files).toEqual(expect.arrayContaining(['doomed.effects', 'survivor.effects']));
            },
            { timeout: 30_000 },
          );
          doomed.kill('SIGKILL');
          await once(doomed, 'exit');
        }
        await sleep(20);
      }
      // The survivor gets the killed member's partitions once the group's session for it lapses.
      await vi.waitFor(() => expect(new Set(effects()).size).toBe(EVENTS), {
        timeout: 120_000,
        interval: 250,
      });
      expect(survivor.exitCode).toBeNull();
      const times = new Map<string, number>();
      for (const id of effects()) times.set(id, (times.get(id) ?? 0) + 1);
      const repeated = [...times].filter(([, n]) => n > 1);
      expect(repeated.every(([, n]) => n === 2)).toBe(true);
      expect(repeated.length).toBeLessThanOrEqual(PARTITIONS);
      expect([...times.keys()].sort()).toEqual(events.map((e) => e.id).sort());
    } finally {
      await publisher.close();
    }
  });
});
