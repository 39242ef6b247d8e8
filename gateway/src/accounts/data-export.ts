/**
 * The user's copy of their data (DPDP Act s. 11, right to information): everything the product
 * holds about the session's user, gathered from each domain by its own module, as one JSON
 * document. Secrets never leave: no password hash, no sign-in subject, no session token or hash.
 */
import { MY_DATA_FORMAT, type MyDataExport } from '@app/contracts';
import { companyDetails } from '@app/infra';
import type { Ports } from '../core/index.js';
import type { Account } from './account.js';
import { type Actor, requireUser } from './actor.js';
import type { HeldSection, PersonalDataKeeping } from './personal-data.js';
import { sessionsOf } from './sessions.js';

/** Stored records as JSON gives them (dates as ISO strings), so REST and tRPC answer alike. */
const asJson = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

/** Every other domain's part, read by the holder it gave at composition. */
async function heldParts(deps: Pick<Ports, 'store'> & PersonalDataKeeping, user: Account) {
  const parts = await Promise.all(
    Object.entries(deps.personalData.copies).map(
      async ([section, read]) => [section, await read(deps.store, user)] as const,
    ),
  );
  return asJson<Pick<MyDataExport, HeldSection>>(Object.fromEntries(parts));
}

export async function exportMyData(
  deps: Pick<Ports, 'store' | 'config'> & PersonalDataKeeping,
  actor: Actor,
  now = new Date(),
): Promise<MyDataExport> {
  const user = requireUser(actor);
  const [sessions, held] = await Promise.all([
    sessionsOf(deps.store, user._id, actor.sessionId),
    heldParts(deps, user),
  ]);
  const company = companyDetails(deps.config);
  return {
    format: MY_DATA_FORMAT,
    exportedAt: now.toISOString(),
    dataFiduciary: { name: company.name, contact: company.grievanceEmail },
    // The account's view holds no secrets: sign-in methods are said by name instead.
    account: asJson(user),
    sessions: asJson(sessions),
    ...held,
  };
}
