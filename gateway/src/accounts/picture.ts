/** The profile picture: stored in blobs under a new name, served under /uploads/. */
import { MESSAGES } from '@app/contracts';
import type { Ports } from '../core/index.js';
import { storePicture } from '../uploads/index.js';
import { type Actor, requireSelf } from './actor.js';
import { users } from './users.js';

export async function setProfilePicture(
  deps: Pick<Ports, 'logger' | 'store' | 'blobs'>,
  actor: Actor,
  input: { email?: string | undefined; bytes: Uint8Array },
) {
  const user = requireSelf(actor, input.email);
  const name = await storePicture(deps.blobs, input.bytes);
  await users(deps.store).updateOne({ _id: user._id }, { $set: { profilePicture: name } });
  if (user.profilePicture) {
    await deps.blobs.delete(`uploads/${user.profilePicture}`).catch((err: unknown) => {
      deps.logger.warn({ err, name: user.profilePicture }, 'old profile picture not deleted');
    });
  }
  return { message: MESSAGES.pictureSaved, profilePicture: name };
}
