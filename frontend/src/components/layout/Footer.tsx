/** The site footer (section id 'contact'): newsletter, policy links, contact details and socials. */
import { COMPANY, ROUTES } from '@app/contracts';
import { Link } from 'react-router-dom';
import { CompanyName, FooterCompany, NewsletterForm, WithData } from '../../app/data';
import { BrandMark } from './BrandMark';
import './footer.css';

const POLICY_LINKS = [
  { label: 'Terms and Conditions', to: ROUTES.terms },
  { label: 'Privacy Policy', to: ROUTES.privacy },
  { label: 'Disclaimer', to: ROUTES.disclaimer },
  { label: 'Refund and Cancellation Policy', to: ROUTES.refund },
  { label: 'Contact Us', to: ROUTES.contact },
] as const;

const COPYRIGHT_YEAR = 2026;

export function Footer() {
  return (
    <footer id="contact" className="footer">
      <div className="footer__inner container">
        <section className="footer__newsletter" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title" className="footer__title">
            Travel stories in your inbox
          </h2>
          <p className="footer__text">
            News of the destinations and audio tours we add, and of our plans and guides in India.
          </p>
          <WithData>
            <NewsletterForm />
          </WithData>
        </section>

        <nav className="footer__policies" aria-labelledby="footer-policies-title">
          <h2 id="footer-policies-title" className="footer__heading">
            Policies
          </h2>
          <ul className="footer__list">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link className="footer__link" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="footer__company" aria-labelledby="footer-company-title">
          <h2 id="footer-company-title" className="footer__heading">
            Get in touch
          </h2>
          <WithData>
            <FooterCompany />
          </WithData>
        </section>
      </div>

      <div className="footer__bottom">
        <div className="footer__bottom-inner container">
          <Link className="footer__brand" to={ROUTES.home}>
            <BrandMark className="footer__mark" />
            <span>{COMPANY.brand}</span>
          </Link>
          <p className="footer__copyright">
            © {COPYRIGHT_YEAR}{' '}
            <WithData fallback={COMPANY.brand}>
              <CompanyName />
            </WithData>
            . All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
