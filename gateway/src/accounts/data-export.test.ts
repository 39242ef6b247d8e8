import { createHash } from 'node:crypto';
import type { MyDataExport } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn } from '../../test/http.js';
import { ASHA, richAsha, strangerRavi } from '../../test/privacy-fixtures.js';

const startProduct = useProduct();

async function download(product: Harness, cookie: string) {
  const res = await product.app.request('/api/my-data', { headers: { cookie } });
  return { res, text: await res.text() };
}

describe('GET /api/my-data', () => {
  it('gives everything held about the user as one JSON file, and nothing of anyone else', async () => {
    const h = await startProduct();
    await strangerRavi(h);
    const asha = await richAsha(h);
    const { res, text } = await download(h, asha.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="xplore-guide-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toContain('application/json');
    const data = JSON.parse(text) as MyDataExport;

    expect(data.account).toMatchObject({
      email: ASHA,
      address: 'Flat 4, MG Road, Agra',
      profilePicture: asha.picture,
      newsletter: true,
      signInMethods: ['password'],
    });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s) => s.current === true)).toHaveLength(1);
    expect(data.listening.specialPlans).toMatchObject([
      { plan_name: 'Golden Triangle', tourist_places: { 'Taj Mahal': 'not listened' } },
    ]);
    expect(data.payments.orders).toMatchObject([{ status: 'paid', email: ASHA }]);
    expect(data.payments.transactions).toHaveLength(1);
    expect(data.bookings.asTourist).toMatchObject([{ _id: asha.tripId, guideEmail: 'meera@example.com' }]);
    expect(data.bookings.asGuide).toMatchObject([
      { _id: asha.kiranBookingId, touristEmail: 'kiran@example.com' },
    ]);
    expect(data.notifications).toMatchObject([{ message: 'Meera accepted your booking.' }]);
    expect(data.reviews.ofTheSite).toMatchObject([{ opinion: 'Asha loved the audio tour', rating: 5 }]);
    expect(data.reviews.ofGuides).toMatchObject([{ review: 'Meera knew every stone' }]);
    expect(data.guide.profile).toMatchObject({ email: ASHA, verificationStatus: 'Verified' });
    expect(data.guide.tourPlans).toMatchObject([{ place: 'Taj Mahal', price: 45 }]);
    expect(data.newsletter.subscribed).toBe(true);

    // Secrets stay: no password hash, no session token nor the hash the store keys sessions by.
    const tokens = [asha.cookie, asha.second].map((c) => c.split('=')[1] ?? '');
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('scrypt$');
    for (const token of tokens) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(createHash('sha256').update(token).digest('hex'));
    }
    // Ravi's address, review, newsletter and account appear nowhere in Asha's file.
    expect(text.toLowerCase()).not.toContain('ravi');
  });

  it('is the same document over tRPC, for the session’s user; a visitor gets 401 by REST and by tRPC', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, ASHA);
    const viaTrpc = await (await callerFor(h, cookie)).profile.exportData();
    expect(viaTrpc).toMatchObject({ format: 1, account: { email: ASHA } });
    expect(Object.keys(viaTrpc)).toEqual(Object.keys(JSON.parse((await download(h, cookie)).text)));
    expect(await get(h, '/api/my-data')).toMatchObject({
      status: 401,
      body: { message: 'Please log in first', code: 'NOT_LOGGED_IN' },
    });
    await expect((await callerFor(h)).profile.exportData()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Please log in first',
    });
  });
});
