import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Harness, harness, useProduct } from '../../test/harness.js';
import { get, post } from '../../test/http.js';
import { guidesListCommand, guidesRejectCommand, guidesVerifyCommand } from '../operator/commands.js';
import { submittedGuide } from './guide-fixtures.js';
import { listGuidesForOperator, rejectGuide, verifyGuide } from './verification.js';

const startProduct = useProduct();

const ASHA = 'asha@example.com';
const RAVI = 'ravi@example.com';

/** Asha and Ravi waiting for verification, on a product from `start` (one closed after the test by default). */
async function twoWaiting(start: () => Promise<Harness> = startProduct) {
  const product = await start();
  const asha = await submittedGuide(product, ASHA);
  await submittedGuide(product, RAVI, { firstName: 'Ravi', lastName: 'Kumar', guideCity: 'Delhi' });
  return { h: product, asha };
}

describe('guide verification (service)', () => {
  it('lists guides waiting first, verifies one, and rejects one with a reason the guide reads', async () => {
    const { h, asha } = await twoWaiting();
    const store = h.platform.store;
    await verifyGuide(store, RAVI);
    expect((await listGuidesForOperator(store)).map((g) => [g.email, g.verificationStatus])).toEqual([
      [ASHA, 'Under Verification'],
      [RAVI, 'Verified'],
    ]);
    expect((await listGuidesForOperator(store))[1]).toEqual({
      email: RAVI,
      name: 'Ravi Kumar',
      guideCity: 'Delhi',
      status: 'freelancer',
      verificationStatus: 'Verified',
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // A verified guide is offered: anyone may read the profile.
    expect((await get(h, `/api/guides/${RAVI}`)).status).toBe(200);

    await rejectGuide(store, { email: RAVI, reason: 'Please send a clearer photo.' });
    expect((await get(h, `/api/guides/${RAVI}`)).status).toBe(404);
    const ravis = () => h.platform.store.collection('guides').findOne({ email: RAVI });
    expect(await ravis()).not.toHaveProperty('verifiedAt');
    await verifyGuide(store, RAVI);
    expect(await ravis()).not.toHaveProperty('rejectionReason');
    expect(await ravis()).toHaveProperty('verifiedAt');
    expect((await post(h, '/api/tourOperatorData', {}, asha)).body).toMatchObject({
      verificationStatus: 'Under Verification',
    });
    await verifyGuide(store, ASHA.toUpperCase());
    expect((await post(h, '/api/tourOperatorData', {}, asha)).body).toMatchObject({
      verification: 'verified',
    });
  });

  it('lists the guides decided on newest submission first, after those waiting', async () => {
    const { h } = await twoWaiting();
    const store = h.platform.store;
    await submittedGuide(h, 'mira@example.com', { firstName: 'Mira' });
    const submitted = (email: string, iso: string) =>
      store.collection('guides').updateOne({ email }, { $set: { submittedAt: new Date(iso) } });
    await submitted(ASHA, '2030-01-01T00:00:00Z');
    await submitted(RAVI, '2030-01-02T00:00:00Z');
    await submitted('mira@example.com', '2030-01-03T00:00:00Z');
    await verifyGuide(store, ASHA);
    await verifyGuide(store, 'mira@example.com');
    expect((await listGuidesForOperator(store)).map((g) => g.email)).toEqual([
      RAVI,
      'mira@example.com',
      ASHA,
    ]);
  });

  it('answers an unknown e-mail with GUIDE_MISSING', async () => {
    const h = await startProduct();
    await expect(verifyGuide(h.platform.store, 'nobody@example.com')).rejects.toMatchObject({
      appCode: 'GUIDE_MISSING',
    });
  });
});

describe('pnpm admin guides', () => {
  it('lists, verifies and rejects through the running process’s operator channel', async () => {
    const { h } = await twoWaiting();
    await h.listen();
    const { config } = h.deps;
    const listed = await guidesListCommand(config);
    expect(listed).toMatch(/^2 guide\(s\), those waiting for verification first:/);
    expect(listed).toContain(`${RAVI}\n    Ravi Kumar, Delhi, freelancer: Under Verification, submitted `);

    expect(await guidesVerifyCommand(config, ASHA)).toBe(
      `${ASHA} (Asha Verma) is verified: travellers are offered this guide from now on.`,
    );
    expect(await guidesRejectCommand(config, RAVI, 'The licence has expired.')).toBe(
      `${RAVI} (Ravi Kumar) is rejected; the guide reads the reason on their dashboard.`,
    );
    const guides = h.platform.store.collection('guides');
    expect(await guides.findOne({ email: ASHA })).toMatchObject({ verificationStatus: 'Verified' });
    expect(await guides.findOne({ email: RAVI })).toMatchObject({
      verificationStatus: 'Rejected',
      rejectionReason: 'The licence has expired.',
    });
    await expect(guidesVerifyCommand(config, 'nobody@example.com')).rejects.toThrow(
      'No guide has the e-mail nobody@example.com (`pnpm admin guides list` shows them).',
    );
    await expect(guidesRejectCommand(config, ASHA, '  ')).rejects.toThrow('Give the guide a reason.');
  });

  it('shows what guides typed with every control character escaped, so it cannot drive the terminal', async () => {
    const { h } = await twoWaiting();
    await h.listen();
    const hostile = '\u001b[2J\u001b]0;owned\u0007Ravi\nOK fake line\u009b31m\u202e';
    await h.platform.store
      .collection('guides')
      .updateOne({ email: RAVI }, { $set: { firstName: hostile, guideCity: 'Delhi\r' } });
    const listed = await guidesListCommand(h.deps.config);
    // Only the listing's own line breaks are left.
    expect(listed.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\p{Bidi_Control}]/u);
    expect(listed).toContain('\\u001b[2J\\u001b]0;owned\\u0007Ravi\\u000aOK fake line\\u009b31m\\u202e');
    expect(listed.split('\n')).toHaveLength(5);
    expect(await guidesVerifyCommand(h.deps.config, RAVI)).toContain('\\u001b[2J');
  });

  it('works on DATA_DIR itself when no process runs', async () => {
    // harness(): the test closes the product itself, to work on its DATA_DIR without it.
    const { h: product } = await twoWaiting(harness);
    const { config } = product.deps;
    await product.close();
    expect(await guidesVerifyCommand(config, RAVI)).toMatch(/is verified/);
    await expect(guidesVerifyCommand(config, 'nobody@example.com')).rejects.toThrow(
      'No guide has the e-mail',
    );
    expect(await guidesListCommand(config)).toContain(`${RAVI}\n    Ravi Kumar, Delhi, freelancer: Verified`);
  });

  it('exits with code 1 and says why for an unknown e-mail, and 2 with the usage for a wrong command', async () => {
    // harness(): the test closes the product itself, to run the CLI on its DATA_DIR without it.
    const { h: product } = await twoWaiting(harness);
    const dataDir = product.dataDir;
    await product.close();
    const cli = fileURLToPath(new URL('../operator/cli.ts', import.meta.url));
    const run = async (...args: string[]) => {
      const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
        // tsx resolves from the gateway package, whichever folder the test run started in.
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const [code] = (await once(child, 'exit')) as [number];
      return { code, stdout, stderr };
    };
    expect(await run('guides', 'verify', 'nobody@example.com')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No guide has the e-mail nobody@example.com (`pnpm admin guides list` shows them).\n',
    });
    expect(await run('guides', 'reject', ASHA, '--reason', 'Blurred photo.')).toMatchObject({
      code: 0,
      stdout: `${ASHA} (Asha Verma) is rejected; the guide reads the reason on their dashboard.\n`,
    });
    const usage = await run('guides', 'reject', ASHA);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('guides reject <email> --reason');
  }, 120_000);
});
