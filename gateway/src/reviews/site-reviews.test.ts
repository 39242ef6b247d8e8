import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';

const startProduct = useProduct();

describe('site reviews of a deleted account', () => {
  it('stay listed, signed "Former traveller", with no e-mail or picture', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'ravi.kumar@example.com');
    await post(h, '/api/submit-review', { rating: 5, comment: 'Worth it' }, cookie);
    await h.platform.store.collection('users').deleteOne({ email: 'ravi.kumar@example.com' });
    const res = await h.app.request('/api/get-review', { method: 'POST' });
    expect(await res.json()).toEqual([
      expect.objectContaining({
        name: 'Former traveller',
        email: '',
        profilePicture: '',
        opinion: 'Worth it',
        review: 5,
      }),
    ]);
  });
});
