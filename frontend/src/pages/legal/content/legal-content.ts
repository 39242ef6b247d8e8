/** What every legal text is given: the configured company it names. */
import type { CompanyDetails } from '@app/contracts';

export interface LegalContentProps {
  readonly company: CompanyDetails;
}
