import { SITE_INFO_PATH } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';

const startProduct = useProduct();

describe('site.info over tRPC', () => {
  it('answers what REST’s GET /api/site-info answers: the configured company and links, to anyone', async () => {
    const h = await startProduct({
      env: {
        COMPANY_NAME: 'Yatra Audio Tours Private Limited',
        COMPANY_SOCIAL_LINKS: 'https://www.instagram.com/yatra',
      },
    });
    const info = await (await callerFor(h)).site.info();
    expect(info).toMatchObject({
      company: { name: 'Yatra Audio Tours Private Limited' },
      socialLinks: ['https://www.instagram.com/yatra'],
    });
    expect(info).toEqual(await (await h.app.request(SITE_INFO_PATH)).json());
  });
});
