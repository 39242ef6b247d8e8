/** Routes and fixed content of the site that both the browser and the gateway need. */
import type { MapTiles } from './walk.js';

/** Every route of spec §2, spelled exactly; the gateway answers each with the app. */
export const ROUTES = {
  home: '/',
  explore: '/Explore',
  exploreMore: '/ExploreMore',
  subscription: '/Subscription',
  subscriptionAlias: '/subscription',
  guideProfile: '/tourGuideProfile',
  tourPlans: '/tourPlans',
  userReview: '/userReview',
  disclaimer: '/Disclaimer',
  terms: '/terms_and_condition',
  privacy: '/Privacy_Policy',
  refund: '/RefundAndCacellationPolicy',
  contact: '/ContactUs',
  logout: '/logout',
  googleCallback: '/auth/google/callback',
  loginSuccess: '/login/sucess',
} as const;

export const SPA_ROUTES: readonly string[] = Object.values(ROUTES).filter(
  // These two are answered by the gateway itself.
  (route) => route !== ROUTES.googleCallback && route !== ROUTES.loginSuccess,
);

export interface FeaturedPlace {
  readonly slug: string;
  readonly name: string;
  readonly city: string;
  readonly country: string;
  readonly blurb: string;
}

export const FEATURED_PLACES: readonly FeaturedPlace[] = [
  {
    slug: 'taj-mahal',
    name: 'Taj Mahal',
    city: 'Agra',
    country: 'India',
    blurb: 'A white-marble mausoleum on the Yamuna, raised by Shah Jahan for Mumtaz Mahal.',
  },
  {
    slug: 'eiffel-tower',
    name: 'Eiffel Tower',
    city: 'Paris',
    country: 'France',
    blurb: 'Gustave Eiffel’s wrought-iron lattice tower, built for the 1889 World’s Fair.',
  },
  {
    slug: 'golden-pavilion',
    name: 'Golden Pavilion',
    city: 'Kyoto',
    country: 'Japan',
    blurb: 'Kinkaku-ji, a Zen temple whose upper floors are covered in gold leaf above a mirror pond.',
  },
  {
    slug: 'statue-of-liberty',
    name: 'Statue Of Liberty',
    city: 'New York',
    country: 'USA',
    blurb: 'A copper colossus in New York Harbor, a gift from France dedicated in 1886.',
  },
  {
    slug: 'amber-fort',
    name: 'Amber Fort',
    city: 'Jaipur',
    country: 'India',
    blurb: 'A hilltop palace-fortress of pale sandstone and marble overlooking Maota Lake.',
  },
];

/** The Explore link of a place, with the query parameters the /Explore page reads. */
export function exploreHref(place: { country: string; city: string; name: string }, plan?: string): string {
  const query = new URLSearchParams({ country: place.country, city: place.city, touristPlace: place.name });
  if (plan !== undefined) query.set('co', plan);
  return `${ROUTES.explore}?${query.toString()}`;
}

/**
 * The pages the build renders ahead, the same for every first-time visitor: their HTML arrives
 * with the content in it (the largest element paints before any script has run), and the gateway
 * sends them in place of the empty app page. Each is asked for by its exact address (a featured
 * place's page by the link the app gives it) and kept under `name`.
 */
export const PRERENDERED_PAGES: readonly { readonly url: string; readonly name: string }[] = [
  { url: ROUTES.home, name: 'home' },
  { url: ROUTES.subscription, name: 'subscription' },
  { url: ROUTES.subscriptionAlias, name: 'subscription' },
  ...FEATURED_PLACES.map((place) => ({ url: exploreHref(place), name: `explore-${place.slug}` })),
];

/**
 * Pages rendered on request only for a request without a session cookie (the gateway sends the app
 * page otherwise): what a signed-in user sees there is theirs alone, a visitor's is everybody's
 * (the guide dashboard's gate).
 */
export const RENDERED_FOR_VISITORS_ONLY: readonly string[] = [ROUTES.guideProfile];

/**
 * The pages the gateway renders on request, with the deployment's data in them (a city's places and
 * plans, a place, the guides' tour plans, the reviews, the company): their content differs by address and changes
 * while the site runs, so the build cannot render them ahead. Each arrives as a first-time visitor
 * sees it, with the answers it was rendered from in the PAGE_STATE_DATA block.
 */
export const SERVER_RENDERED_ROUTES: readonly string[] = [
  ROUTES.exploreMore,
  ROUTES.explore,
  ROUTES.tourPlans,
  ROUTES.userReview,
  // The company they name is configured where the site runs.
  ROUTES.terms,
  ROUTES.privacy,
  ROUTES.disclaimer,
  ROUTES.refund,
  ROUTES.contact,
  ...RENDERED_FOR_VISITORS_ONLY,
];

/**
 * The id of the JSON block in which a page rendered on request carries the answers it was rendered
 * from (React Query's dehydrated state), so that the browser takes the page over with the same data
 * instead of asking again and showing its loading state meanwhile.
 */
export const PAGE_STATE_DATA = 'page-state';

/** Where, in the built frontend, a page prerendered for a checkout is: a dot folder no URL reaches. */
export function prerenderedFile(provider: (typeof PAYMENTS_PROVIDERS)[number], name: string): string {
  return `.prerendered/${provider}/${name}.html`;
}

/** The product's brand; the company behind it is configured (`CompanyDetails`, COMPANY_* variables). */
export const COMPANY = { brand: 'Xplore Guide' } as const;

/** The company that runs the site, as its operator configures it (COMPANY_* variables). */
export interface CompanyDetails {
  /** The legal name, e.g. 'Example Travels Private Limited'. */
  readonly name: string;
  readonly address: string;
  readonly email: string;
  /** As people read it, e.g. '+91 81234 56789'; see telHref for the link. */
  readonly phone: string;
  readonly grievanceOfficer: string;
  readonly grievanceEmail: string;
}

/**
 * What the demo shows until the operator sets its own details: plainly examples (example.com
 * addresses, libphonenumber's example number), and every page showing them says so.
 */
export const EXAMPLE_COMPANY: CompanyDetails = {
  name: 'Example Travels Private Limited',
  address: '1 Example Road, Example City 560001, India',
  email: 'support@example.com',
  phone: '+91 81234 56789',
  grievanceOfficer: 'Example Grievance Officer',
  grievanceEmail: 'grievance@example.com',
};

/** `GET /api/site-info`: public facts about the site that come from configuration, never secrets. */
export interface SiteInfo {
  readonly company: CompanyDetails;
  /** True while any company detail is still the demo's example value. */
  readonly exampleCompany: boolean;
  /** The company's social profiles (https URLs); empty when none are configured. */
  readonly socialLinks: readonly string[];
  /** The walking-tour map's tile server and its attribution. */
  readonly map: MapTiles;
}

export const SITE_INFO_PATH = '/api/site-info';

/**
 * The id of the JSON block in which every app page carries `site.info`'s answer (the gateway writes
 * it in), so that the company's details are there when the page first renders.
 */
export const SITE_INFO_DATA = 'site-info';

/**
 * The `<meta name>` under which index.html says which checkout this deployment runs (its content is
 * a PaymentsSetup provider), so the sandbox's notice is in the first paint. Here, not beside the
 * payment schemas, because the first paint must not carry zod.
 */
export const PAYMENTS_META = 'payments-provider';

/** The checkouts a deployment may run (PaymentsSetup's provider), each with its own prerendered pages. */
export const PAYMENTS_PROVIDERS = ['sandbox', 'razorpay'] as const;

/** The tel: link of a phone number as written, e.g. '+91 81234 56789' dials +918123456789. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
