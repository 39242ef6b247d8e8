/**
 * The configured company's e-mail and phone as list items, for a page's contact band; nothing
 * until the server has said, and a note while they are the demo's example values.
 */
import { telHref } from '@app/contracts';
import { useSiteInfo } from '../../app/site-info';
import { ExampleCompanyNote } from './ExampleCompanyNote';

export function CompanyContactItems() {
  const site = useSiteInfo().data;
  if (site === undefined) return null;
  const { email, phone } = site.company;
  return (
    <>
      <li>
        <a href={`mailto:${email}`}>{email}</a>
      </li>
      <li>
        <a href={telHref(phone)}>{phone}</a>
      </li>
      {site.exampleCompany && (
        <li>
          <ExampleCompanyNote />
        </li>
      )}
    </>
  );
}
