/**
 * What the city download says (issue 26): sizes, what a download costs the listener, what it
 * cannot get them, and where it stands. Kept here, apart from the components, so that the browser
 * test reads the same words.
 */
import type { CityPackPlace, CityPackPlan, ListeningAllowance } from '@app/contracts';
import type { DownloadProgress } from './city-download';

export const CITY_DOWNLOAD_LABELS = {
  heading: (city: string) => `Take ${city} offline`,
  lead: 'Save every place’s narration and its transcript on this device: the place list and walk mode then work without a connection, in flight mode too.',
  download: 'Download this city',
  working: 'Working out the size…',
  start: (count: number) => `Download ${count} ${count === 1 ? 'place' : 'places'}`,
  cancel: 'Not now',
  stop: 'Stop',
  remove: 'Remove from this device',
  more: 'Download the rest',
  progressLabel: (city: string) => `Downloading ${city}`,
  who: 'Only narrations you may listen to are saved: each place counts as a listen, as pressing Play does, and places you heard today are free.',
  offline: 'You are offline. Connect to download this city.',
  noSpace: (needed: string, free: string) =>
    `This device has ${free} free for the site, and the city needs ${needed}. Free some space first.`,
  nothingToGet: 'There is nothing you may download now.',
  removed: (city: string) => `${city} was removed from this device.`,
  stopped: 'The download was stopped. What was saved stays on this device.',
  savedOffline: (city: string, language: string) =>
    `You are offline. These places of ${city} are saved on this device, in ${language}.`,
  plans: 'See plans',
  logIn: 'Log in',
  transcriptShow: 'Show transcript',
  transcriptHide: 'Hide transcript',
  play: 'Play',
  pause: 'Pause',
  savedNarration: (name: string) => `Now playing: ${name}, saved on this device`,
} as const;

/** '480 KB', '2.1 MB': sizes as a phone's storage settings show them (1 MB = 1,000,000 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;
}

const placesWord = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;

/** What a download gets, and its size: '5 places · about 1.8 MB, in English (US)'. */
export function offerSummary(places: readonly CityPackPlace[], language: string): string {
  const bytes = places.reduce((sum, place) => sum + place.bytes, 0);
  const exact = places.every((place) => place.exact);
  return `${placesWord(places.length)} · ${exact ? '' : 'about '}${formatBytes(bytes)}, in ${language}`;
}

/** What a download of `places` uses of the listener's allowance, as they count it. */
export function costText(allowance: ListeningAllowance, places: readonly CityPackPlace[]): string {
  const listens = places.filter((place) => place.access === 'listen').length;
  if (allowance.tier === 'subscriber') return 'Free with your plan: it uses none of your audio minutes.';
  if (listens === 0) return 'It uses none of your free listens.';
  if (allowance.tier === 'anonymous')
    return `It uses ${listens} of your ${allowance.left} free listens on this device.`;
  // Past today's listens, a narration takes a minute of quiz reward time (as audio.request charges).
  const reward = listens - allowance.left;
  if (reward <= 0) return `It uses ${listens} of your ${allowance.left} free listens left today.`;
  if (allowance.left === 0) return `It uses ${reward} min of your quiz reward time.`;
  return `It uses your ${allowance.left} free listens left today and ${reward} min of quiz reward time.`;
}

/** The places the listener may not get now, by what would let them: null when there are none. */
export function missingText(plan: CityPackPlan): { text: string; needs: 'plan' | 'login' } | null {
  const count = (access: string) => plan.places.filter((place) => place.access === access).length;
  const verb = (n: number) => `${placesWord(n)} ${n === 1 ? 'needs' : 'need'}`;
  const login = count('needs-login');
  if (login > 0) return { text: `${verb(login)} you to log in.`, needs: 'login' };
  const needPlan = count('needs-plan');
  if (needPlan > 0) return { text: `${verb(needPlan)} a plan.`, needs: 'plan' };
  return null;
}

/** Where a running download stands: '2 of 5 places saved'. */
export function progressText(progress: DownloadProgress | null): string {
  if (progress === null) return 'Starting the download…';
  return `${progress.saved} of ${placesWord(progress.total)} saved`;
}
