/**
 * Checks of log-ins and of the first start's seed: every acknowledged log-in's session is still
 * stored (until its idle limit could have ended it), and the demo data is whole and there once,
 * however the kills cut its start: each demo guide once, the seed marked applied, and the password
 * in DATA_DIR/demo-guide.txt the one the demo guide's account takes.
 */
import { createHash } from 'node:crypto';
import { verifyPassword } from '../../src/accounts/passwords.js';
import { DEMO_GUIDES, DEMO_LOGIN_GUIDE } from '../../src/guides/demo-guide-data.js';
import { demoEmail, demoGuidesSeed } from '../../src/guides/demo-guides.js';
import type { CheckContext } from './checks.js';
import type { Findings } from './findings.js';
import { demoPasswordIn } from './guide-desk.js';
import type { Ack } from './ledger.js';
import { countBy, type Data } from './stored-data.js';

/** infra/src/config/schema.ts SESSION_IDLE_DAYS, which the harness leaves at its default. */
const SESSION_IDLE_MS = 14 * 24 * 3600_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function checkAccounts(
  acks: readonly Ack[],
  data: Data,
  context: CheckContext,
  findings: Findings,
): Promise<void> {
  const sessions = new Set(data.sessions.map((s) => s._id));
  const endedAt = context.final.endedAt.getTime();
  for (const ack of acks) {
    if (ack.kind !== 'log-in' || sessions.has(digest(ack.token))) continue;
    // Unused for the idle limit, a session expires and goes when it is next shown.
    if (endedAt - ack.at < SESSION_IDLE_MS)
      findings.lost(`session of ${ack.email} from the log-in at ${new Date(ack.at).toISOString()}`);
  }
  await checkSeed(data, context.loginFile, findings);
}

async function checkSeed(data: Data, loginFile: string, findings: Findings): Promise<void> {
  if (!data.seeds.some((s) => s._id === demoGuidesSeed.id))
    findings.lost(`the mark of seed ${demoGuidesSeed.id}`);
  const counts = countBy(data.guides, (g) => g.email);
  for (const email of [...DEMO_GUIDES.map(demoEmail), DEMO_LOGIN_GUIDE.email])
    if (!counts.has(email)) findings.lost(`demo guide ${email}`);
  findings.doubledIn(counts, (email, n) => `${n} guide profiles for ${email}`);
  const account = data.users.find((u) => u.email === DEMO_LOGIN_GUIDE.email);
  const password = await demoPasswordIn(loginFile);
  const turn = { address: '(crash check)', account: DEMO_LOGIN_GUIDE.email };
  if (!password) findings.withoutEffect(`no demo guide password in ${loginFile}`);
  else if (!account?.passwordHash || !(await verifyPassword(password, account.passwordHash, turn)))
    findings.withoutEffect(`the password in ${loginFile} does not log ${DEMO_LOGIN_GUIDE.email} in`);
}
