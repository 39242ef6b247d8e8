import {
  AUDIO_LIMITS,
  BOOKING_HOURS,
  COMPANY,
  LANGUAGES,
  NEGOTIATION,
  REFUND_POLICY,
  ROUTES,
  SPECIAL_PLAN,
} from '@app/contracts';
import type { LegalContentProps } from './legal-content';

const clock = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** The Terms and Conditions of use of the site and its services. */
export function TermsContent({ company }: LegalContentProps) {
  return (
    <>
      <p>
        These Terms and Conditions govern your use of the {COMPANY.brand} website and its services, operated
        by {company.name}, a private limited company incorporated in India with its registered office at{' '}
        {company.address} (“{COMPANY.brand}”, “we”, “us”). By creating an account, buying a plan, booking a
        guide or otherwise using the site, you agree to these terms. This document is an electronic record
        under the Information Technology Act, 2000 and the rules made under it, and does not require a
        physical or digital signature.
      </p>

      <h2>1. Eligibility and age</h2>
      <ul>
        <li>
          You must be at least {REFUND_POLICY.minimumAge} years old to use {COMPANY.brand} on your own, to
          make payments and to book a tour guide.
        </li>
        <li>
          Nobody under {REFUND_POLICY.registrationMinimumAge} years of age may register for an account, and we
          will delete any account that we learn belongs to a child under{' '}
          {REFUND_POLICY.registrationMinimumAge}.
        </li>
        <li>
          A minor aged {REFUND_POLICY.registrationMinimumAge} to {REFUND_POLICY.minimumAge - 1} may register
          and use the site only with the verifiable consent of a parent or guardian, who accepts these terms
          on the minor’s behalf and is responsible for the minor’s use of the site and for any purchase made.
        </li>
      </ul>

      <h2>2. Your account</h2>
      <p>
        You can register with your e-mail address and a password, confirmed by a one-time password (OTP) that
        we send to that address, or sign in with Google. You agree to give accurate information, to keep your
        password and OTPs confidential, and to tell us promptly at{' '}
        <a href={`mailto:${company.email}`}>{company.email}</a> if you suspect that someone else has used your
        account. You are responsible for activity under your account. Each account is for one person and may
        not be sold or transferred.
      </p>

      <h2>3. Our services</h2>
      <ul>
        <li>
          Descriptions of tourist places and audio tours in {LANGUAGES.length} languages. Descriptions are
          produced with automated language tools and audio is produced with text-to-speech technology; see our{' '}
          <a href={ROUTES.disclaimer}>Disclaimer</a> about their accuracy.
        </li>
        <li>
          Free use is limited: a visitor who is not signed in may generate audio{' '}
          {AUDIO_LIMITS.anonymousGenerations} times, and the free plan allows {AUDIO_LIMITS.freeDailyUses}{' '}
          uses a day with audio of up to {AUDIO_LIMITS.freeNarrationSeconds} seconds. Paid subscription plans
          give longer audio books for a fixed period.
        </li>
        <li>
          Special tour plans of {SPECIAL_PLAN.priceUsd} USD per country, giving audio for the places in the
          plan.
        </li>
        <li>Bookings of independent local tour guides for places in India.</li>
      </ul>
      <p>
        Your subscription, plan or audio is for your personal, non-commercial use. You may not download, copy,
        resell or publicly perform our audio or text, or try to get around usage limits.
      </p>

      <h2>4. Prices and payments</h2>
      <p>
        Prices are calculated by our servers in US dollars and converted into the currency you choose at
        checkout. Payments are processed by Razorpay, and a purchase is complete only once our server has
        verified the payment. Coupons, cancellations and refunds are governed by our{' '}
        <a href={ROUTES.refund}>Refund and Cancellation Policy</a>, which forms part of these terms.
      </p>

      <h2>5. Booking a local guide</h2>
      <p>
        Guides are independent professionals or freelancers, not our employees. Before a guide is shown to
        travellers we review the profile and documents the guide submits, but we do not supervise how a tour
        is conducted. A reserved tour must start at or after {clock(BOOKING_HOURS.firstHour)} and before{' '}
        {clock(BOOKING_HOURS.endHour)} Indian Standard Time and cannot be booked for a time in the past. You
        may offer a guide a price strictly between {NEGOTIATION.minExclusive} and {NEGOTIATION.maxExclusive}{' '}
        USD; the guide may accept or reject it. The amount payable is the agreed price multiplied by the
        number of people. Please give accurate pick-up details, be on time, and treat your guide with
        courtesy.
      </p>

      <h2>6. Obligations of guides</h2>
      <p>
        If you register as a guide, you confirm that the details and documents you submit are genuine and your
        own, that you hold any licence or permission required by local law to guide at the places you list,
        and that you will answer booking requests promptly, honour accepted bookings, and not ask travellers
        for payment outside the site. We may refuse, suspend or remove a guide profile that breaks these
        terms.
      </p>

      <h2>7. Reviews and your content</h2>
      <p>
        Reviews, feedback, profile pictures and other content you submit must be honest and lawful. You keep
        ownership of your content and give us a non-exclusive, royalty-free licence to host and display it on
        the site. You must not post anything that is defamatory, obscene, harassing, misleading, infringes
        another person’s rights, impersonates anyone, contains malware, or threatens the unity, integrity or
        security of India. We may remove such content and act on lawful orders as required by the Information
        Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021.
      </p>

      <h2>8. Acceptable use</h2>
      <p>
        You must not misuse the site: this includes scraping, automated mass requests, attempts to bypass
        security, payment or usage limits, probing other users’ accounts, or using the site for any unlawful
        purpose.
      </p>

      <h2>9. Intellectual property</h2>
      <p>
        The site, its design, software, text, audio and the {COMPANY.brand} name and logo belong to{' '}
        {company.name} or its licensors and are protected by Indian and international law. Nothing in these
        terms transfers any of these rights to you.
      </p>

      <h2>10. Third-party services</h2>
      <p>
        We rely on third parties such as Razorpay for payments, Google for optional sign-in and map links, and
        providers of hosting, e-mail and speech technology. Their own terms and privacy policies apply to your
        use of their services, and we are not responsible for them.
      </p>

      <h2>11. Liability</h2>
      <p>
        The site is provided on an “as is” and “as available” basis. To the extent permitted by law, we are
        not liable for indirect or consequential loss, for the acts or omissions of independent guides, or for
        events beyond our reasonable control, and our total liability for any claim is limited to the amount
        you paid us for the service that gave rise to it. Nothing in these terms limits any right you have
        under the Consumer Protection Act, 2019 that cannot lawfully be limited.
      </p>

      <h2>12. Indemnity</h2>
      <p>
        You agree to indemnify {company.name} against claims and losses arising from your breach of these
        terms or your misuse of the site.
      </p>

      <h2>13. Suspension and termination</h2>
      <p>
        You may stop using the site and ask us to delete your account at any time. We may suspend or close an
        account that breaks these terms, is used fraudulently, or must be closed by law; purchases already
        made are then handled under our Refund and Cancellation Policy.
      </p>

      <h2>14. Changes to these terms</h2>
      <p>
        We may update these terms to reflect changes to our services or the law. We will show the date of the
        latest update on this page and tell registered users about significant changes by e-mail. Continuing
        to use the site after a change means you accept the updated terms.
      </p>

      <h2>15. Governing law and jurisdiction</h2>
      <p>
        These terms are governed by the laws of India. Subject to any right you have to approach a consumer
        commission, the courts at the place of our registered office ({company.address}) have exclusive
        jurisdiction over any dispute arising from them.
      </p>

      <h2>16. Contact and grievances</h2>
      <p>
        Questions about these terms may be sent to <a href={`mailto:${company.email}`}>{company.email}</a>.
        Complaints may be addressed to our Grievance Officer, {company.grievanceOfficer}, at{' '}
        <a href={`mailto:${company.grievanceEmail}`}>{company.grievanceEmail}</a> or {company.address}, as set
        out on our <a href={ROUTES.contact}>Contact Us</a> page.
      </p>
    </>
  );
}
