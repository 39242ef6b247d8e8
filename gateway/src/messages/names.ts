/** How a person is named in messages: as a guide if they are one, else by their account's name. */
import { accountByEmail } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { findGuide, guideName } from '../guides/index.js';

export async function nameOf(store: Ports['store'], email: string): Promise<string> {
  const guide = await findGuide(store, email);
  if (guide) return guideName(guide) || email;
  return (await accountByEmail(store, email))?.username || email;
}
