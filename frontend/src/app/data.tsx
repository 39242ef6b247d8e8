/**
 * The data layer (React Query, tRPC: about 25 KiB gzipped) as a lazy chunk, so the first paint of
 * any page (layout and navigation) waits for neither. What needs it renders inside <WithData>; the
 * layout's own parts that need it come from the same chunk (layout-data.ts). Pages are lazy chunks
 * already and render inside <WithData> too.
 *
 * Unlike React.lazy, a part renders at once when the chunk is already loaded: the browser loads it
 * before taking over a prerendered page (main.tsx), so that the whole page is hydrated in one go.
 * A part still waiting for its code when the page first changes would be thrown away and drawn
 * again, behind its loading state.
 */
import { type ComponentType, createElement, type ReactNode, Suspense, use } from 'react';

type DataLayer = typeof import('./layout-data');

let loaded: DataLayer | undefined;
let loading: Promise<DataLayer> | undefined;

/** Loads the data layer's chunk (once). */
export function loadDataLayer(): Promise<DataLayer> {
  loading ??= import('./layout-data').then((layer) => {
    loaded = layer;
    return layer;
  });
  return loading;
}

/** A component of the data layer's chunk, suspending while the chunk loads; typed as the component. */
function part<K extends keyof DataLayer>(name: K): DataLayer[K] {
  function DataLayerPart(props: object) {
    const layer = loaded ?? use(loadDataLayer());
    return createElement(layer[name] as ComponentType<object>, props);
  }
  return DataLayerPart as DataLayer[K];
}

const Providers = part('Providers');
export const AuthSession = part('AuthSession');
export const ProfileMenu = part('ProfileMenu');
export const TestPaymentsBanner = part('TestPaymentsBanner');
export const NewsletterForm = part('NewsletterForm');
export const FooterCompany = part('FooterCompany');
export const CompanyName = part('CompanyName');

/** Renders `children` inside the data layer, and `fallback` while its chunk loads. */
export function WithData({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Providers>{children}</Providers>
    </Suspense>
  );
}
