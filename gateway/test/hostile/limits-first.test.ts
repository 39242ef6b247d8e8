/**
 * The account endpoints count an attempt before they do any work for it: past a limit, nothing is
 * looked up, hashed or mailed, and the answer tells nothing about the account.
 */
import { describe, expect, it } from 'vitest';
import { useProduct } from '../harness.js';
import { post } from '../http.js';

const startProduct = useProduct();

describe('limits come first', () => {
  it('a new password for an unknown e-mail answers 429 once the address is past its limit, not which accounts exist', async () => {
    const h = await startProduct();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await post(h, '/api/ForgotPassword', {
            forgotEmailSaved: 'nobody@example.com',
            newPassword: 'NewPass#99',
            otp: '123456',
          })
        ).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });
});
