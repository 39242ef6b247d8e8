/** The profile editor's calls (spec §2, §3): each acts only on the session's own user. */
import { MESSAGES } from '@app/contracts';
import type { Ports } from '../core/index.js';
import { toProfile } from './account.js';
import { type Actor, requireSelf } from './actor.js';
import { users } from './users.js';

export function loadUserData(actor: Actor, input: { storedLoggedInEmail?: string | undefined }) {
  return toProfile(requireSelf(actor, input.storedLoggedInEmail));
}

/** An empty name keeps the old one (spec §5). */
export async function setFullName(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { email?: string | undefined; userFullName: string },
) {
  const user = requireSelf(actor, input.email);
  const username = input.userFullName === '' ? user.username : input.userFullName;
  await users(deps.store).updateOne({ _id: user._id }, { $set: { username } });
  return { message: MESSAGES.fullNameReset, username };
}

export async function setAddress(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { email?: string | undefined; userAddress: string },
) {
  const user = requireSelf(actor, input.email);
  await users(deps.store).updateOne({ _id: user._id }, { $set: { address: input.userAddress } });
  return { message: MESSAGES.addressSaved, address: input.userAddress };
}

export async function setPreference(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { email?: string | undefined; userAudioPreference: string },
) {
  const user = requireSelf(actor, input.email);
  await users(deps.store).updateOne(
    { _id: user._id },
    { $set: { userpreference: input.userAudioPreference } },
  );
  return { message: MESSAGES.preferenceSaved, userpreference: input.userAudioPreference };
}
