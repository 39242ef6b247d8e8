/** The company the site and its e-mails name, as the operator configures it (COMPANY_* variables). */
import type { CompanyDetails } from '@app/contracts';
import type { Config } from './schema.js';

export type CompanyConfig = Pick<
  Config,
  | 'COMPANY_NAME'
  | 'COMPANY_ADDRESS'
  | 'COMPANY_EMAIL'
  | 'COMPANY_PHONE'
  | 'COMPANY_GRIEVANCE_OFFICER'
  | 'COMPANY_GRIEVANCE_EMAIL'
>;

export function companyDetails(config: CompanyConfig): CompanyDetails {
  return {
    name: config.COMPANY_NAME,
    address: config.COMPANY_ADDRESS,
    email: config.COMPANY_EMAIL,
    phone: config.COMPANY_PHONE,
    grievanceOfficer: config.COMPANY_GRIEVANCE_OFFICER,
    grievanceEmail: config.COMPANY_GRIEVANCE_EMAIL,
  };
}
