import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsBlobs, NedbStore, parseConfig, silentLogger } from '@app/infra';
import { describe, expect, it } from 'vitest';
import type { SeedContext } from '../seed/index.js';
import { DEMO_GUIDES, DEMO_LOGIN_GUIDE } from './demo-guide-data.js';
import { demoEmail, demoGuidesSeed, demoPortraitsSeed } from './demo-guides.js';
import { DEMO_PERSONAS, type DemoPersona } from './demo-personas.js';
import { guides } from './guide-store.js';

/** The personas by first name. */
const personas = DEMO_PERSONAS as Record<string, DemoPersona>;

function context(): SeedContext {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-seeds-'));
  return {
    blobs: new FsBlobs(join(dataDir, 'blobs')),
    config: parseConfig({ DATA_DIR: dataDir, SCRYPT_LOG2_N: '10' }),
    logger: silentLogger,
  };
}

async function seeded() {
  const store = new NedbStore(null);
  const ctx = context();
  await demoGuidesSeed.run(store, ctx);
  return { store, ctx };
}

describe('the demo guides seed', () => {
  it('gives each guide a phone number made from their place in the list', async () => {
    expect(DEMO_GUIDES).toHaveLength(14);
    const { store } = await seeded();
    const phones = await Promise.all(
      [...DEMO_GUIDES.slice(0, 3).map(demoEmail), DEMO_LOGIN_GUIDE.email].map(
        async (email) => (await guides(store).findOne({ email }))?.phoneNumber,
      ),
    );
    // 10 000 000 + index × 7 654 321, its last 8 digits after 98.
    expect(phones).toEqual(['9810000000', '9817654321', '9825308642', '9817160494']);
  });
});

describe('the demo portraits seed (installations seeded before the portraits)', () => {
  it('fills in only the stored guides without languages, leaving the others and the missing alone', async () => {
    const { store, ctx } = await seeded();
    const [old, own, gone] = DEMO_GUIDES;
    if (!old || !own || !gone) throw new Error('too few demo guides');
    await guides(store).updateOne(
      { email: demoEmail(old) },
      {
        $set: { profilePicture: 'initials.png' },
        $unset: { bio: true, languages: true, yearsOfExperience: true },
      },
    );
    // One who changed their profile since: their own words stay.
    await guides(store).updateOne(
      { email: demoEmail(own) },
      { $set: { profilePicture: 'mine.png', bio: 'My own bio', languages: ['Tamil'], yearsOfExperience: 2 } },
    );
    await guides(store).deleteOne({ email: demoEmail(gone) });

    await demoPortraitsSeed.run(store, ctx);

    const persona = personas[old.firstName];
    const upgraded = await guides(store).findOne({ email: demoEmail(old) });
    expect(upgraded).toMatchObject({
      bio: persona?.bio,
      languages: persona?.languages,
      yearsOfExperience: persona?.yearsOfExperience,
    });
    expect(upgraded?.profilePicture).not.toBe('initials.png');
    expect(await guides(store).findOne({ email: demoEmail(own) })).toMatchObject({
      profilePicture: 'mine.png',
      bio: 'My own bio',
      languages: ['Tamil'],
      yearsOfExperience: 2,
    });
    expect(await guides(store).findOne({ email: demoEmail(gone) })).toBeNull();
  });
});
