/**
 * The frame of every page: auth, skip link, the test-payments notice, navigation bar, the page in
 * <main>, the footer, and the app's one audio player (the mini-player when it shows). The frame
 * paints first (with the notice when the page says payments are the sandbox); what needs the data
 * layer (the page) renders inside <WithData> once its chunk has loaded.
 */
import { type MouseEvent, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { Footer } from '../components/layout/Footer';
import { NavBar } from '../components/layout/NavBar';
import { declaredPaymentsProvider } from '../payments/declared-provider';
import { TestPaymentsNotice } from '../payments/TestPaymentsNotice';
import { PlayerHost } from '../player/PlayerHost';
import { AuthProvider } from './auth';
import { TestPaymentsBanner, WithData } from './data';
import { PageLoading } from './PageLoading';
import { ScrollManager } from './ScrollManager';
import './root-layout.css';

function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('main');
  if (main === null) return;
  // Focus <main> instead of adding '#main' to the URL, which would count as a route change.
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

export function RootLayout() {
  const navigation = useNavigation();
  // The page says which checkout runs: read once, it cannot change without a new page.
  const [paymentsProvider] = useState(declaredPaymentsProvider);
  const loading = navigation.state !== 'idle';
  return (
    <AuthProvider>
      {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link; the handler only keeps '#main' out of the URL. */}
      <a className="skip-link" href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <div className={`route-progress${loading ? ' route-progress--active' : ''}`} aria-hidden="true" />
      {paymentsProvider === 'sandbox' && <TestPaymentsNotice />}
      {paymentsProvider === null && (
        <WithData>
          <TestPaymentsBanner />
        </WithData>
      )}
      <NavBar />
      <main id="main" className="layout-main" tabIndex={-1}>
        <WithData fallback={<PageLoading />}>
          <Outlet />
        </WithData>
      </main>
      <Footer />
      {/* Outside the routes, so that what plays goes on across them. */}
      <PlayerHost />
      <ScrollManager />
    </AuthProvider>
  );
}
