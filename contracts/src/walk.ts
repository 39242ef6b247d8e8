/**
 * Walking tours, as VoiceMap and izi.TRAVEL do: a city's places in a walking order, shown on a map,
 * and walk mode, where the next place's narration starts on arrival.
 */
/** One stop of a walking tour. */
export interface WalkStop {
  id: string;
  name: string;
  category: string;
  lat: number;
  lng: number;
  /** The place's picture (a true photo when there is one, else its card), same origin. */
  imageUrl: string;
  /** Great-circle metres from the previous stop; 0 for the first. */
  legMeters: number;
  /**
   * How the leg to this stop is made: on foot, or by taxi or rickshaw when it is longer than
   * WALK_RULES.longestWalkMeters ('walk' for the first stop).
   */
  legMode: 'walk' | 'ride';
  /** The day of the walk this stop belongs to, from 1: a day walks at most WALK_RULES.dayOnFootMeters. */
  day: number;
}

/** A city's places in the order that walks the shortest way through them (nearest next). */
export interface WalkingTour {
  city: string;
  country: string;
  stops: WalkStop[];
  /** The sum of the legs, in metres. */
  totalMeters: number;
  /** What is walked, in metres: the legs on foot, without those that ride or lead to a new day. */
  walkMeters: number;
  /** How many days the walk takes (0 without stops). */
  days: number;
}

export const WALK_RULES = {
  /** How near the next stop counts as arrived: its narration starts by itself. */
  arriveWithinMeters: 60,
  /** A position less accurate than this (metres) cannot tell arrival; walk mode waits for a better one. */
  usableAccuracyMeters: 100,
  /** A longer hop is no walk: it is made by taxi or rickshaw (issue 26: a 31 km leg "on foot"). */
  longestWalkMeters: 2500,
  /** About a day's walking between the sights; more starts the next day. */
  dayOnFootMeters: 8000,
} as const;

/** The map's tiles (GET /api/site-info): a tile URL template and the attribution its provider asks for. */
export interface MapTiles {
  /** e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' */
  url: string;
  /** Plain text, e.g. '© OpenStreetMap contributors'. */
  attribution: string;
  /** Where the attribution links to. */
  attributionUrl: string;
}

export const WALK_LABELS = {
  section: 'Walking tour',
  openMap: 'Show the walking tour map',
  startWalk: 'Start walk mode',
  stopWalk: 'Stop walk mode',
  map: 'Map of the walking tour',
  you: 'You are here',
  nextStop: 'Next stop',
  playStop: 'Play',
  offlineList: 'You are offline: the map needs a connection, so here is the walking order.',
  locationRefused: 'Location is off, so narrations will not start by themselves. Tap Play at each stop.',
  locationUnavailable: 'Your position is not known yet. Tap Play at each stop, or wait for a signal.',
  walkDone: 'You have visited every stop of this walk.',
  noPlaces: 'This city has no places for a walking tour yet.',
  hideMap: 'Hide the map',
  mapStops: 'Stops, in walking order',
  mapLoading: 'Loading the map…',
  mapFailed: 'The map could not load. The walking order below still works.',
  locating: 'Finding your position…',
  lowAccuracy: 'Your position is rough for now: a stop counts as reached once it is more precise.',
  visited: 'Visited',
  startHere: 'Start here',
  walkHint: 'Walk mode on a phone: allow your location and each stop’s narration starts as you arrive.',
  /** '5 stops · 2.4 km on foot', and ' over 2 days' when it takes more than one. */
  summary: (stops: number, walkMeters: number, days: number) =>
    `${stops} stops · ${formatDistance(walkMeters)} on foot${days > 1 ? ` over ${days} days` : ''}`,
  /** A stop's leg: '350 m from stop 2'. */
  leg: (meters: number, previous: number) => `${formatDistance(meters)} from stop ${previous}`,
  /** A leg too long to walk: 'By taxi or rickshaw · 31 km from stop 4'. */
  ride: (meters: number, previous: number) =>
    `By taxi or rickshaw · ${formatDistance(meters)} from stop ${previous}`,
  /** The first stop of a later day: 'Day 2 starts here'. */
  dayStart: (day: number) => `Day ${day} starts here`,
  /** 'Next stop: Hawa Mahal · 120 m', as the walk and the mini-player show it. */
  distanceTo: (name: string, meters: number) => `Next stop: ${name} · ${formatDistance(meters)}`,
  preparing: (name: string) => `Preparing the narration of ${name}…`,
  nowPlaying: (name: string) => `Now playing: ${name}`,
} as const;

/** 'Next stop 120 m' or '1.4 km': how far, as the mini-player shows it. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.max(0, Math.round(meters / 10) * 10)} m`;
  return `${(meters / 1000).toFixed(meters < 10_000 ? 1 : 0)} km`;
}
