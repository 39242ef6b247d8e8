import { describe, expect, it } from 'vitest';
import { callerFor } from './caller.js';
import { harnessPerTest } from './harness.js';
import { loggedIn } from './http.js';

const start = harnessPerTest();

describe('the typed tRPC caller of the tests', () => {
  it('calls as the session of the cookie it is given, and as a visitor without one', async () => {
    const h = await start();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await (await callerFor(h, cookie)).auth.me())?.email).toBe('asha@example.com');
    expect(await (await callerFor(h)).auth.me()).toBeNull();
  });
});
