import { COMPANY, LANGUAGES, SPECIAL_PLAN } from '@app/contracts';
import type { LegalContentProps } from './legal-content';

/** The short About Us text shown in the About Us popup. */
export function AboutUsContent({ company }: LegalContentProps) {
  return (
    <>
      <p>
        {COMPANY.brand} began with a simple wish: that every traveller should feel at home in front of a great
        monument, wherever they come from and whatever language they speak. It is run by {company.name}, for
        people who love old stones, good stories and the people who tell them.
      </p>
      <p>
        Pick a destination, open a tourist place and our audio guide tells you its story in the language you
        choose, from the emperors who built it to the details most visitors walk past. When you would rather
        explore with a person, you can book a local guide in India who knows the city.
      </p>
      <ul>
        <li>Audio guides and descriptions in {LANGUAGES.length} languages, for places around the world.</li>
        <li>Local tour guides in India, verified by our team before they can be booked.</li>
        <li>
          A free plan, paid plans for two or four weeks, and {SPECIAL_PLAN.priceUsd}-USD special tour plans
          per country, with secure payments.
        </li>
      </ul>
      <p>
        Our promise is simple: honest information, prices worked out before you pay, guides we have checked
        ourselves, and an answer whenever you write to us at{' '}
        <a href={`mailto:${company.email}`}>{company.email}</a>. Wherever your next journey takes you, we hope{' '}
        {COMPANY.brand} helps you see a little more of it.
      </p>
    </>
  );
}
