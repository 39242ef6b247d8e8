import { EXAMPLE_COMPANY, SITE_INFO_PATH } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';

let h: Harness;
const startProduct = useProduct();

async function siteInfo(env: Record<string, string> = {}) {
  h = await startProduct({ env });
  const res = await h.app.request(SITE_INFO_PATH);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('GET /api/site-info', () => {
  it('answers the example company, marked as an example, and no social links without configuration', async () => {
    expect(await siteInfo()).toEqual({
      status: 200,
      body: {
        company: EXAMPLE_COMPANY,
        exampleCompany: true,
        socialLinks: [],
        map: {
          url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
          attributionUrl: 'https://www.openstreetmap.org/copyright',
        },
      },
    });
  });

  it('answers the configured company and social links, no longer marked as an example', async () => {
    const { body } = await siteInfo({
      COMPANY_NAME: 'Yatra Audio Tours Private Limited',
      COMPANY_ADDRESS: '12 Residency Road, Bengaluru 560025, India',
      COMPANY_EMAIL: 'help@yatra.example.in',
      COMPANY_PHONE: '+91 80 4567 8900',
      COMPANY_GRIEVANCE_OFFICER: 'Meera Iyer',
      COMPANY_GRIEVANCE_EMAIL: 'grievance@yatra.example.in',
      COMPANY_SOCIAL_LINKS: 'https://www.instagram.com/yatra, https://x.com/yatra',
    });
    expect(body).toMatchObject({
      company: {
        name: 'Yatra Audio Tours Private Limited',
        address: '12 Residency Road, Bengaluru 560025, India',
        email: 'help@yatra.example.in',
        phone: '+91 80 4567 8900',
        grievanceOfficer: 'Meera Iyer',
        grievanceEmail: 'grievance@yatra.example.in',
      },
      exampleCompany: false,
      socialLinks: ['https://www.instagram.com/yatra', 'https://x.com/yatra'],
    });
  });

  it('still marks the company as an example while one detail is the example value', async () => {
    const { body } = await siteInfo({ COMPANY_NAME: 'Yatra Audio Tours Private Limited' });
    expect(body).toMatchObject({ exampleCompany: true });
  });

  it('names the configured tile server, which the pages’ policy then allows for images only', async () => {
    const tiles = 'https://maps.yatra.example.in/tiles/{z}/{x}/{y}.png';
    const { body } = await siteInfo({
      MAP_TILE_URL: tiles,
      MAP_TILE_ATTRIBUTION: '© Yatra Maps, © OpenStreetMap contributors',
      MAP_TILE_ATTRIBUTION_URL: 'https://maps.yatra.example.in/copyright',
    });
    expect(body).toMatchObject({
      map: {
        url: tiles,
        attribution: '© Yatra Maps, © OpenStreetMap contributors',
        attributionUrl: 'https://maps.yatra.example.in/copyright',
      },
    });
    const policy = (await h.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("img-src 'self' data: blob: https://maps.yatra.example.in;");
    expect(policy).not.toMatch(/(script|connect|default)-src[^;]*maps\.yatra/);
  });
});
