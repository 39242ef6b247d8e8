import { COMPANY, REFUND_POLICY, ROUTES } from '@app/contracts';
import type { LegalContentProps } from './legal-content';

/** The Privacy Policy, written for the Digital Personal Data Protection Act, 2023. */
export function PrivacyContent({ company }: LegalContentProps) {
  return (
    <>
      <p>
        This Privacy Policy explains how {company.name} (“{COMPANY.brand}”, “we”, “us”), {company.address},
        collects and uses your personal data when you use our website. We act as the data fiduciary for this
        data under the Digital Personal Data Protection Act, 2023 (the “DPDP Act”), and we also follow the
        Information Technology Act, 2000 and the rules made under it.
      </p>

      <h2>1. Personal data we collect</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your e-mail address, username and password. Passwords are never
          stored as typed; we store only a salted hash made with the scrypt algorithm. If you sign in with
          Google, we receive your name, e-mail address and profile picture from Google.
        </li>
        <li>
          <strong>Profile data you choose to add:</strong> phone number, address, profile picture and your
          audio preference (for example Historian or Photographer).
        </li>
        <li>
          <strong>Booking data:</strong> the place, pick-up location, date, time and number of people for a
          guide booking, your offers, and the guide’s replies. If you press the locate-me button, your
          device’s position is read once, with your browser’s permission, to fill in the pick-up address.
        </li>
        <li>
          <strong>Payment data:</strong> the plan or booking bought, amount, currency, coupon, and the order
          and payment identifiers returned by Razorpay. We do not receive or store your card, UPI or bank
          account details; Razorpay collects these directly.
        </li>
        <li>
          <strong>Guide data:</strong> if you register as a guide, your name, phone number, city, places,
          price, status, photograph and any official document (PDF) you upload for verification.
        </li>
        <li>
          <strong>Content and communications:</strong> reviews, feedback, newsletter subscription, and
          messages you send us.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, a device cookie, your chosen language, and counts of
          the audio you generate, used to apply free-use limits and keep the service secure.
        </li>
      </ul>

      <h2>2. Why we use it</h2>
      <p>
        We process personal data on the basis of your consent, which you give when you register or use a
        feature, and for the legitimate uses allowed by Section 7 of the DPDP Act, such as complying with law.
        We use it to: create and secure your account; send one-time passwords (OTPs) and service e-mails;
        generate descriptions and audio in your chosen language; process payments, coupons and refunds; pass a
        booking to the guide you choose; verify guides; show reviews; send the newsletter you asked for;
        prevent fraud and abuse; and meet our legal, tax and accounting obligations. We do not sell your
        personal data and do not use it for third-party advertising.
      </p>

      <h2>3. Cookies and browser storage</h2>
      <p>
        Your session is kept in an httpOnly cookie that scripts on the page cannot read; it holds only a
        random token and expires. A device cookie helps us count free audio use. Your browser’s local storage
        keeps simple display settings such as your language and whether you are signed in; it never holds your
        password. Blocking these cookies will prevent sign-in.
      </p>

      <h2>4. Who we share it with</h2>
      <ul>
        <li>The guide you book, who receives the booking details needed to meet you.</li>
        <li>Razorpay, to process payments and refunds.</li>
        <li>Google, only if you choose Google sign-in.</li>
        <li>
          Our service providers for cloud hosting, databases, object storage, e-mail delivery, language
          generation and text-to-speech, who act on our instructions as data processors. What we send to
          language and speech services is the place, the language and your audio preference, never your name
          or contact details.
        </li>
        <li>Government authorities, courts or law enforcement, when required by Indian law.</li>
      </ul>

      <h2>5. Storage and security</h2>
      <p>
        Your data is stored in our database, and uploaded images and documents in file storage, under
        generated file names. We use encryption in transit (TLS), hashed passwords and OTPs, OTPs that expire
        after ten minutes, rate limits on sign-in, access controls, and checks on uploaded files. Some of our
        providers may process data outside India; we transfer data only to countries not restricted by the
        Central Government under Section 16 of the DPDP Act. If a personal data breach occurs, we will inform
        the Data Protection Board of India and affected users as the law requires.
      </p>

      <h2>6. How long we keep it</h2>
      <p>
        We keep account and profile data while your account is active. When you delete your account (see
        section 7) it is deleted, or made anonymous, at once. Payment and transaction records are kept for as
        long as Indian tax and accounting laws require, usually eight years. Logs used for security, records
        of e-mails sent and sign-in attempt counts are kept for a limited period, at most a few days.
      </p>

      <h2>7. Your rights</h2>
      <p>Under the DPDP Act you have the right to:</p>
      <ul>
        <li>
          obtain a summary of the personal data we process about you and of the parties we share it with;
        </li>
        <li>have inaccurate or incomplete data corrected, completed or updated;</li>
        <li>have your data erased when it is no longer needed or you withdraw consent;</li>
        <li>withdraw consent at any time, as easily as you gave it, without affecting earlier processing;</li>
        <li>nominate a person to exercise your rights in case of your death or incapacity; and</li>
        <li>
          have your grievances redressed by us, and then complain to the Data Protection Board of India.
        </li>
      </ul>
      <p>
        You can do two of these yourself, under <strong>Your data</strong> in Edit Profile.{' '}
        <strong>Download my data</strong> gives you a file with everything we hold about you: your profile,
        sign-in sessions, bookings, payments, reviews, messages and, for guides, your guide profile and tour
        plans. <strong>Delete my account</strong> signs you out everywhere and deletes your profile, picture,
        guide profile, documents, tour plans, messages, special plans and newsletter subscription. Your
        reviews stay, shown as “Former traveller”; payment records and invoices are kept as the law requires.
        While you have a paid booking still to take place, or a payment in progress, the account can be
        deleted once that is settled.
      </p>
      <p>
        You can edit most profile details yourself. For other requests, write to{' '}
        <a href={`mailto:${company.email}`}>{company.email}</a> from your registered e-mail address; we may
        ask you to confirm your identity.
      </p>

      <h2>8. Children</h2>
      <p>
        Nobody under {REFUND_POLICY.registrationMinimumAge} may register. Users under{' '}
        {REFUND_POLICY.minimumAge} may use the site only with the verifiable consent of a parent or guardian,
        and we do not track, behaviourally monitor or target advertising at children. If you believe a child
        has registered without consent, contact us and we will delete the account.
      </p>

      <h2>9. Changes to this policy</h2>
      <p>
        We may update this policy when our services or the law change. The date of the latest update is shown
        on this page, and we will inform registered users of significant changes by e-mail.
      </p>

      <h2>10. Grievance Officer</h2>
      <p>
        For questions or complaints about your personal data, contact our Grievance Officer,{' '}
        {company.grievanceOfficer}, at{' '}
        <a href={`mailto:${company.grievanceEmail}`}>{company.grievanceEmail}</a> or by post at{' '}
        {company.address}. We acknowledge complaints within 48 hours and aim to resolve them within one month.
        More ways to reach us are on our <a href={ROUTES.contact}>Contact Us</a> page.
      </p>
    </>
  );
}
