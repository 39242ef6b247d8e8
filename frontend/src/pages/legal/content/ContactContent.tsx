import { COMPANY, REFUND_POLICY, ROUTES, telHref } from '@app/contracts';
import type { LegalContentProps } from './legal-content';

/** The Contact Us page: company details, support hours, booking help and the Grievance Officer. */
export function ContactContent({ company }: LegalContentProps) {
  const tel = telHref(company.phone);
  return (
    <>
      <p>
        We are here to help with your account, audio guides, subscription plans, special tour plans and guide
        bookings. Choose the way of reaching us that suits you best below.
      </p>

      <h2>1. Our company</h2>
      <p>
        {COMPANY.brand} is operated by {company.name}, a private limited company incorporated in India.
      </p>
      <p>Registered office: {company.address}</p>

      <h2>2. Customer support</h2>
      <ul>
        <li>
          E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
        </li>
        <li>
          Phone: <a href={tel}>{company.phone}</a>
        </li>
      </ul>
      <p>
        We answer by e-mail, to the address you wrote from. To reach us about an account, please write from
        the e-mail address registered with it.
      </p>

      <h2>3. Help with bookings and payments</h2>
      <p>
        For a question about a guide booking, a plan purchase, a coupon or a refund, please e-mail us from the
        address registered with your account and include:
      </p>
      <ul>
        <li>the place, and the date and time of the tour or purchase;</li>
        <li>the name of the guide, for a booking;</li>
        <li>the amount and currency charged, and the Razorpay payment ID from your receipt;</li>
        <li>a short description of the problem, with screenshots if they help.</li>
      </ul>
      <p>
        If your guide has not arrived or you cannot reach them on the day of a tour, call us on{' '}
        <a href={tel}>{company.phone}</a>. Please report a disputed charge within{' '}
        {REFUND_POLICY.disputeWindowDays} days. Cancellation and refund rules are set out in our{' '}
        <a href={ROUTES.refund}>Refund and Cancellation Policy</a>. For your security, we will never ask for
        your password, an OTP, or your card or UPI details.
      </p>

      <h2>4. Tour guides</h2>
      <p>
        If you are a guide and need help with your profile, verification, tour plans or booking requests,
        write to <a href={`mailto:${company.email}`}>{company.email}</a> with the e-mail address you
        registered with.
      </p>

      <h2>5. Your personal data</h2>
      <p>
        To ask for a summary of the personal data we hold about you, to correct or erase it, to withdraw your
        consent, or to close your account, write to <a href={`mailto:${company.email}`}>{company.email}</a>{' '}
        from the e-mail address registered with your account, so that we can confirm the request comes from
        you. A parent or guardian may write on behalf of a registered minor. How we collect and protect your
        data is explained in our <a href={ROUTES.privacy}>Privacy Policy</a>.
      </p>

      <h2>6. Grievance Officer</h2>
      <p>
        In accordance with the Consumer Protection (E-Commerce) Rules, 2020, the Information Technology Act,
        2000 and the rules made under it, and the Digital Personal Data Protection Act, 2023, our Grievance
        Officer is:
      </p>
      <ul>
        <li>Name: {company.grievanceOfficer}</li>
        <li>
          E-mail: <a href={`mailto:${company.grievanceEmail}`}>{company.grievanceEmail}</a>
        </li>
        <li>
          Address: Grievance Officer, {company.name}, {company.address}
        </li>
      </ul>
      <p>
        The Grievance Officer acknowledges each complaint within 48 hours of receipt and resolves it within
        one month. Please contact customer support first; if you are not satisfied with the answer, write to
        the Grievance Officer with your account e-mail and any reference number you were given.
      </p>

      <h2>7. Write to us</h2>
      <p>
        Ideas, corrections to a description, praise for a guide, or a place you would love us to cover: write
        to us at <a href={`mailto:${company.email}`}>{company.email}</a> or by post at our registered office.
      </p>
    </>
  );
}
