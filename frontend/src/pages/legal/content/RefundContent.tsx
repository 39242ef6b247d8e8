import {
  COMPANY,
  CURRENCY_DEFAULTS,
  PUBLIC_COUPONS,
  REFUND_POLICY,
  ROUTES,
  SPECIAL_PLAN,
  SUBSCRIPTION_PLANS,
} from '@app/contracts';
import type { LegalContentProps } from './legal-content';

const PAID_PLANS = SUBSCRIPTION_PLANS.filter((plan) => plan.priceUsd > 0);
const PAID_PLANS_TEXT = PAID_PLANS.map(
  (plan) =>
    `the ${plan.name} (${plan.priceUsd} USD for ${plan.periodDays} days, ${plan.audioMinutes} minutes of audio)`,
).join(' and ');
const COUPONS = Object.entries(PUBLIC_COUPONS);
const { fullRefundWithinHours, deductionPercent, processingBusinessDays, disputeWindowDays } = REFUND_POLICY;

/** The Refund and Cancellation Policy; every number comes from the shared business constants. */
export function RefundContent({ company }: LegalContentProps) {
  return (
    <>
      <p>
        This Refund and Cancellation Policy explains when and how you can cancel a purchase made on{' '}
        {COMPANY.brand} and what you will receive back. It is issued by {company.name}, {company.address} (“
        {COMPANY.brand}”, “we”, “us”), and forms part of our <a href={ROUTES.terms}>Terms and Conditions</a>.
        It covers the three things you can pay for: audio-book subscription plans, special tour plans for a
        country, and bookings of local tour guides in India.
      </p>

      <h2>1. Summary of the rules</h2>
      <ul>
        <li>
          Guide bookings are charged only when the guide accepts: until then the amount is held (authorised)
          on your card. If you cancel before the guide accepts, or the guide declines or does not answer in
          time, the hold is released in full and nothing is charged.
        </li>
        <li>
          Cancellation within {fullRefundWithinHours} hours of payment: you receive a full refund (instant
          guide bookings excepted, see below).
        </li>
        <li>
          Cancellation after {fullRefundWithinHours} hours: a deduction of {deductionPercent}% of the amount
          paid is made and the remaining {100 - deductionPercent}% is refunded.
        </li>
        <li>
          Instantly booked guide: any cancellation by you is refunded with a deduction of {deductionPercent}%
          of the amount paid.
        </li>
        <li>Audio-book subscription plans: no refund once the plan has been purchased.</li>
        <li>
          Cancellation by us or by the guide (the product side): you always receive a full refund, whatever
          the timing.
        </li>
        <li>
          Approved refunds are processed within {processingBusinessDays.min} to {processingBusinessDays.max}{' '}
          business days.
        </li>
        <li>Disputed charges must be reported to us within {disputeWindowDays} days of the charge.</li>
      </ul>

      <h2>2. Local tour guide bookings</h2>
      <p>
        Guide bookings are available for tourist places in India. A booking is confirmed once the guide has
        accepted your request and your payment has been verified. The amount paid is the guide’s price, or the
        offer the guide accepted after negotiation, multiplied by the number of people. When you pay a
        request, the amount is only authorised on your card; it is captured (charged) when the guide accepts.
        The rules below apply to a booking the guide has accepted.
      </p>
      <ul>
        <li>
          <strong>Reserved bookings.</strong> If you cancel within {fullRefundWithinHours} hours of payment
          and before the tour starts, you receive a full refund. If you cancel later than{' '}
          {fullRefundWithinHours} hours after payment but before the tour starts, {deductionPercent}% of the
          amount paid is deducted to compensate the guide for the time set aside, and the rest is refunded.
        </li>
        <li>
          <strong>Instant bookings.</strong> An instantly booked guide sets out to meet you as soon as the
          payment is confirmed. For that reason a cancellation of an instant booking by you is always refunded
          with a deduction of {deductionPercent}% of the amount paid, even within {fullRefundWithinHours}{' '}
          hours.
        </li>
        <li>
          A tour that has started or has been completed cannot be cancelled. If something went wrong during
          the tour, please raise it with us as a dispute (section 6).
        </li>
        <li>
          If the guide cancels, does not arrive at the agreed place and time, or is removed from the platform
          before your tour, we treat this as a cancellation by us and you receive a full refund.
        </li>
      </ul>

      <h2>3. Audio-book subscription plans</h2>
      <p>
        Our paid subscription plans give immediate access to digital content: {PAID_PLANS_TEXT}. Because the
        audio books are generated and made available to you as soon as the payment succeeds, there is no
        refund for an audio-book subscription, in whole or in part, including for minutes or days that you do
        not use. Plans do not renew automatically; each period is a separate purchase, so there is nothing to
        cancel at the end of a period. The only exceptions are a duplicate or mistaken charge and a
        cancellation by us, both of which are refunded in full.
      </p>

      <h2>4. Special tour plans</h2>
      <p>
        A special tour plan costs {SPECIAL_PLAN.priceUsd} USD per country and unlocks about{' '}
        {SPECIAL_PLAN.minutesPerPlace} minutes of audio per place, about {SPECIAL_PLAN.totalMinutes} minutes
        in all. If you cancel within {fullRefundWithinHours} hours of purchase and have not yet played any
        audio of the plan, you receive a full refund. A cancellation after {fullRefundWithinHours} hours, with
        no audio played, is refunded with a {deductionPercent}% deduction. Once audio from the plan has been
        played, the plan has been delivered and cannot be refunded.
      </p>

      <h2>5. Cancellation by us</h2>
      <p>
        We may cancel a booking or a purchase if a guide becomes unavailable, if a service cannot be delivered
        for technical reasons, if a price was displayed in error, or if we suspect fraud. Whenever we (the
        product side) cancel, you receive a full refund of the amount paid, with no deduction, and we will
        tell you by e-mail.
      </p>

      <h2>6. Disputed charges</h2>
      <p>
        If you do not recognise a charge, were charged twice, or believe a service was not delivered as
        described, write to <a href={`mailto:${company.email}`}>{company.email}</a> within {disputeWindowDays}{' '}
        days of the charge, with the e-mail address of your account, the date and amount, and the Razorpay
        payment ID shown on your receipt. We acknowledge disputes within two business days and aim to resolve
        them within fifteen. We may not be able to review charges reported more than {disputeWindowDays} days
        after they were made. Please contact us before raising a chargeback with your bank, as we can usually
        resolve the issue faster.
      </p>

      <h2>7. How refunds are paid</h2>
      <p>
        Approved refunds are processed within {processingBusinessDays.min} to {processingBusinessDays.max}{' '}
        business days of approval and are paid to the original payment method through Razorpay. We refund the
        amount actually charged, in the currency in which it was charged; after we initiate the refund, your
        bank or card issuer may take a few additional days to show it on your statement. We cannot refund to a
        different card, account or person.
      </p>

      <h2>8. Payment terms</h2>
      <ul>
        <li>
          Prices are computed in US dollars ({CURRENCY_DEFAULTS.payment}) by our servers. If you choose
          another currency at checkout, the price is converted at the exchange rate in effect when the order
          is created, and the converted amount is shown before you pay. The final amount is always calculated
          by our servers, not by your browser.
        </li>
        <li>
          Payments are made through the Razorpay checkout. Orders are created in the smallest unit of the
          chosen currency (for example paise for Indian rupees or cents for US dollars), so the charged amount
          is rounded to that unit.
        </li>
        <li>
          We do not receive or store your card, UPI or bank details; these are handled by Razorpay. A payment
          is complete only when its signature has been verified by our server.
        </li>
        <li>
          Your bank or card issuer may add its own foreign-exchange or transaction fees. These are outside our
          control and are not refundable by us.
        </li>
      </ul>

      <h2>9. Coupons</h2>
      <p>The following coupon codes may be entered when buying a subscription plan:</p>
      <ul>
        {COUPONS.map(([code, percent]) => (
          <li key={code}>
            {code}: {percent}% off the plan price.
          </li>
        ))}
      </ul>
      <p>
        Each code has a usage limit, counted by our server; once the limit is reached the code stops working.
        Only one coupon applies per purchase, coupons cannot be exchanged for cash or applied to an earlier
        purchase, and a refund of a discounted purchase is calculated on the amount you actually paid.
      </p>

      <h2>10. Contact and grievances</h2>
      <p>
        To cancel a booking or a plan, or to ask about a refund, e-mail{' '}
        <a href={`mailto:${company.email}`}>{company.email}</a> or call {company.phone}. If you are not
        satisfied with our answer, you may write to our Grievance Officer, {company.grievanceOfficer}, at{' '}
        <a href={`mailto:${company.grievanceEmail}`}>{company.grievanceEmail}</a>, as described on our{' '}
        <a href={ROUTES.contact}>Contact Us</a> page.
      </p>
    </>
  );
}
