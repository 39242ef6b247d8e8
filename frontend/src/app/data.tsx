/**
 * The data layer (React Query, tRPC: about 25 KiB gzipped) as a lazy chunk, so the first paint of
 * any page (layout and navigation) waits for neither. What needs it renders inside <WithData>; the
 * layout's own parts that need it come from the same chunk (layout-data.ts). Pages are lazy chunks
 * already and render inside <WithData> too.
 */
import { lazy, type ReactNode, Suspense } from 'react';

const load = () => import('./layout-data');

const Providers = lazy(() => load().then((m) => ({ default: m.Providers })));
export const AuthSession = lazy(() => load().then((m) => ({ default: m.AuthSession })));
export const ProfileMenu = lazy(() => load().then((m) => ({ default: m.ProfileMenu })));
export const TestPaymentsBanner = lazy(() => load().then((m) => ({ default: m.TestPaymentsBanner })));
export const NewsletterForm = lazy(() => load().then((m) => ({ default: m.NewsletterForm })));
export const FooterCompany = lazy(() => load().then((m) => ({ default: m.FooterCompany })));
export const CompanyName = lazy(() => load().then((m) => ({ default: m.CompanyName })));

/** Renders `children` inside the data layer, and `fallback` while its chunk loads. */
export function WithData({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Providers>{children}</Providers>
    </Suspense>
  );
}
