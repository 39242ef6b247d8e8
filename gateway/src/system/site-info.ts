/** `GET /api/site-info`: the configured company and social links, for the pages that show them. */
import { type CompanyDetails, EXAMPLE_COMPANY, type SiteInfo } from '@app/contracts';
import { type CompanyConfig, type Config, companyDetails } from '@app/infra';

type SiteConfig = CompanyConfig &
  Pick<Config, 'COMPANY_SOCIAL_LINKS' | 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION' | 'MAP_TILE_ATTRIBUTION_URL'>;

export function siteInfo(config: SiteConfig): SiteInfo {
  const company = companyDetails(config);
  // One example value left among real ones still needs the pages' "example" mark.
  const exampleCompany = (Object.keys(company) as Array<keyof CompanyDetails>).some(
    (key) => company[key] === EXAMPLE_COMPANY[key],
  );
  return {
    company,
    exampleCompany,
    socialLinks: config.COMPANY_SOCIAL_LINKS,
    map: {
      url: config.MAP_TILE_URL,
      attribution: config.MAP_TILE_ATTRIBUTION,
      attributionUrl: config.MAP_TILE_ATTRIBUTION_URL,
    },
  };
}
