/** `GET /api/site-info`: the configured company and social links, for the pages that show them. */
import { type CompanyDetails, EXAMPLE_COMPANY, type SiteInfo } from '@app/contracts';
import { type CompanyConfig, type Config, companyDetails } from '@app/infra';

export function siteInfo(config: CompanyConfig & Pick<Config, 'COMPANY_SOCIAL_LINKS'>): SiteInfo {
  const company = companyDetails(config);
  // One example value left among real ones still needs the pages' "example" mark.
  const exampleCompany = (Object.keys(company) as Array<keyof CompanyDetails>).some(
    (key) => company[key] === EXAMPLE_COMPANY[key],
  );
  return { company, exampleCompany, socialLinks: config.COMPANY_SOCIAL_LINKS };
}
