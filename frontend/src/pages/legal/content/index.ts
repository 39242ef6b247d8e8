import { ROUTES } from '@app/contracts';
import type { ComponentType } from 'react';
import { ContactContent } from './ContactContent';
import { DisclaimerContent } from './DisclaimerContent';
import type { LegalContentProps } from './legal-content';
import { PrivacyContent } from './PrivacyContent';
import { RefundContent } from './RefundContent';
import { TermsContent } from './TermsContent';

export { AboutUsContent } from './AboutUsContent';
export type { LegalContentProps } from './legal-content';
export { ContactContent, DisclaimerContent, PrivacyContent, RefundContent, TermsContent };

export interface LegalPage {
  readonly path: string;
  readonly title: string;
  readonly updated: string;
  readonly Content: ComponentType<LegalContentProps>;
}

const UPDATED = '22 November 2026';

/** The five legal pages, in footer order; the page wrapper renders each title as the h1. */
export const LEGAL_PAGES: readonly LegalPage[] = [
  { path: ROUTES.terms, title: 'Terms and Conditions', updated: UPDATED, Content: TermsContent },
  { path: ROUTES.privacy, title: 'Privacy Policy', updated: UPDATED, Content: PrivacyContent },
  { path: ROUTES.disclaimer, title: 'Disclaimer', updated: UPDATED, Content: DisclaimerContent },
  { path: ROUTES.refund, title: 'Refund and Cancellation Policy', updated: UPDATED, Content: RefundContent },
  { path: ROUTES.contact, title: 'Contact Us', updated: UPDATED, Content: ContactContent },
];
