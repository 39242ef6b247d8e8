import { describe, expect, it } from 'vitest';
import { callerFor } from './caller.js';
import { useProduct } from './harness.js';
import { loggedIn } from './http.js';

const startProduct = useProduct();

describe('the typed tRPC caller of the tests', () => {
  it('calls as the session of the cookie it is given, and as a visitor without one', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await (await callerFor(h, cookie)).auth.me())?.email).toBe('asha@example.com');
    expect(await (await callerFor(h)).auth.me()).toBeNull();
  });
});
