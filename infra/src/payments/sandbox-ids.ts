/** Ids in Razorpay's format: a prefix, an underscore and 14 random letters or digits. */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 14;

export function razorpayStyleId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let id = '';
  for (let i = 0; i < LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${id}`;
}
