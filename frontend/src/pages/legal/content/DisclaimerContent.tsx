import { COMPANY, LANGUAGES, ROUTES } from '@app/contracts';
import type { LegalContentProps } from './legal-content';

/** The Disclaimer about generated content, travel information and independent guides. */
export function DisclaimerContent({ company }: LegalContentProps) {
  return (
    <>
      <p>
        This Disclaimer applies to the {COMPANY.brand} website and its services, operated by {company.name}.
        It should be read together with our <a href={ROUTES.terms}>Terms and Conditions</a>. Please read it
        before you rely on anything you see or hear on the site when planning or making a trip.
      </p>

      <h2>1. General information only</h2>
      <p>
        The descriptions, audio tours, maps links and other material on the site are provided for general
        information and to enrich your visit. They are not professional travel, legal, medical, financial or
        safety advice, and they are not a substitute for official sources. While we take reasonable care, we
        make no warranty that the content is complete, accurate or current.
      </p>

      <h2>2. Generated descriptions and audio</h2>
      <p>
        Descriptions of tourist places are produced with automated language tools, and audio tours are read
        aloud by text-to-speech technology in {LANGUAGES.length} languages. Automated content can contain
        factual errors, dated information, awkward translations or mispronounced names, and the same place may
        be described differently in different languages. Where a description is not yet available in the
        language you chose, we may show it in English and say so on the page. Historical and cultural details
        are given in good faith and do not represent the official view of any authority, community or
        religious body. If you find a mistake, please tell us at{' '}
        <a href={`mailto:${company.email}`}>{company.email}</a> so we can correct it.
      </p>

      <h2>3. Travel information can change</h2>
      <p>
        Opening hours, ticket prices, entry rules, dress codes, photography restrictions, accessibility and
        transport change without notice and may differ on public holidays or during festivals, restoration
        work or emergencies. Always confirm these details with the site’s management, the Archaeological
        Survey of India, the relevant tourism department or other official sources before you travel.
      </p>

      <h2>4. Maps and locations</h2>
      <p>
        Map links open a third-party map service. The locate-me feature uses your device’s position, which may
        be imprecise. We are not responsible for the accuracy of third-party maps, routes or travel times.
      </p>

      <h2>5. Local tour guides</h2>
      <p>
        Guides offered on the site are independent professionals and freelancers, not our employees or agents.
        We review the profile and documents each guide submits before offering the guide to travellers, but
        this review is not a guarantee of a guide’s conduct, knowledge, licences or the quality of a tour. Any
        opinion, advice or arrangement a guide offers beyond the booked tour is the guide’s own
        responsibility. Reviews are written by users and reflect their personal experience, not our view.
      </p>

      <h2>6. Your safety and travel arrangements</h2>
      <p>
        You are responsible for your own safety and belongings, for your visas, permits and travel documents,
        and for following local laws and the rules of each site. We recommend suitable travel insurance.
        Weather, strikes, closures, natural events, public-health measures and government orders are beyond
        our control.
      </p>

      <h2>7. Third-party services and links</h2>
      <p>
        Payments are handled by Razorpay and optional sign-in by Google. Links to other websites are offered
        for convenience. We do not control these services and are not responsible for their content,
        availability or privacy practices.
      </p>

      <h2>8. Names, images and trademarks</h2>
      <p>
        Names and images of monuments, landmarks and places are used to identify them. Trademarks and names of
        other organisations belong to their owners, and their appearance on the site does not mean that they
        endorse us.
      </p>

      <h2>9. Availability of the service</h2>
      <p>
        We aim to keep the site running smoothly but do not promise that it will be uninterrupted or
        error-free. Audio generation can take a short time and may occasionally fail; features, places and
        languages may be added, changed or withdrawn.
      </p>

      <h2>10. Limitation of liability</h2>
      <p>
        To the extent permitted by the laws of India, {company.name} is not liable for any loss, injury, delay
        or expense arising from reliance on content on the site, from the acts or omissions of independent
        guides, or from the use of third-party services. Your rights to refunds are set out in our{' '}
        <a href={ROUTES.refund}>Refund and Cancellation Policy</a>, and nothing in this Disclaimer limits
        rights that you have under Indian consumer protection law.
      </p>

      <h2>11. Questions</h2>
      <p>
        If you have questions about this Disclaimer, write to{' '}
        <a href={`mailto:${company.email}`}>{company.email}</a> or see our{' '}
        <a href={ROUTES.contact}>Contact Us</a> page.
      </p>
    </>
  );
}
