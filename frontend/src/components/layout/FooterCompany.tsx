/**
 * The footer's 'Get in touch': the configured company (name, address, e-mail, phone), marked as an
 * example while it is the demo's, and its social profiles when there are any.
 */
import { COMPANY, telHref } from '@app/contracts';
import { useSiteInfo } from '../../app/site-info';
import { ExampleCompanyNote } from './ExampleCompanyNote';
import { socialLink } from './social-links';

export function FooterCompany() {
  const site = useSiteInfo().data;
  if (site === undefined) return null;
  const { company } = site;
  return (
    <>
      <address className="footer__address">
        <strong className="footer__legal-name">{company.name}</strong>
        <span>{company.address}</span>
        <a className="footer__link" href={`mailto:${company.email}`}>
          {company.email}
        </a>
        <a className="footer__link" href={telHref(company.phone)}>
          {company.phone}
        </a>
      </address>
      {site.exampleCompany && <ExampleCompanyNote tone="dark" />}
      {site.socialLinks.length > 0 && (
        <ul className="footer__socials">
          {site.socialLinks.map(socialLink).map((social) => (
            <li key={social.href}>
              <a className="footer__social" href={social.href} target="_blank" rel="noopener noreferrer">
                <span className="visually-hidden">
                  {COMPANY.brand} on {social.name} (opens in a new tab)
                </span>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  {social.icon}
                </svg>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The company's name for the copyright line; the brand until the server has said. */
export function CompanyName() {
  return useSiteInfo().data?.company.name ?? COMPANY.brand;
}
