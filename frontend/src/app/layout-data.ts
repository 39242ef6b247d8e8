/**
 * The one lazy chunk of everything the layout shows that needs the data layer (React Query, tRPC):
 * fetched right after the first paint, which therefore waits for none of it (see data.tsx).
 */
export { CompanyName, FooterCompany } from '../components/layout/FooterCompany';
export { NewsletterForm } from '../components/layout/NewsletterForm';
export { ProfileMenu } from '../components/layout/ProfileMenu';
export { TestPaymentsBanner } from '../payments/TestPaymentsBanner';
export { AuthSession } from './auth-session';
export { Providers } from './providers';
