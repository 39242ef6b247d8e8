/**
 * Before a city is downloaded: what it would save and its size, what it uses of the listener's
 * allowance (audio.cityPack, counted by the server as audio.request will charge), the places they
 * may not get and what would let them, and whether the device has room. Nothing is fetched until
 * they start it.
 */
import { ROUTES } from '@app/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../app/auth';
import { errorMessage } from '../app/errors';
import { trpc } from '../app/trpc';
import { RetryAlert } from '../components/ui/RetryAlert';
import { placesToGet } from './city-download';
import {
  costText,
  formatBytes,
  CITY_DOWNLOAD_LABELS as LABELS,
  missingText,
  offerSummary,
} from './city-download-text';
import type { CityPack } from './city-packs';
import { startDownload } from './download-jobs';

export interface CityDownloadOfferProps {
  readonly country: string;
  readonly city: string;
  /** The language label the narrations are asked in. */
  readonly language: string;
  /** What is saved of the city in this language already: only the rest is fetched. */
  readonly existing: CityPack | null;
  readonly onCancel: () => void;
  readonly onStarted: () => void;
}

/** Bytes the site may still store on this device; null when the browser does not say. */
function useFreeSpace(): number | null {
  const [free, setFree] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    navigator.storage?.estimate?.().then(
      ({ quota, usage }) => live && quota !== undefined && setFree(Math.max(0, quota - (usage ?? 0))),
      // No estimate (a privacy mode): the download tries, and says so if the browser refuses.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return free;
}

export function CityDownloadOffer({
  country,
  city,
  language,
  existing,
  onCancel,
  onStarted,
}: CityDownloadOfferProps) {
  const input = { selectedCountryName: country, selectedCityName: city, language };
  // Asked afresh each time: what a download costs changes with every listen.
  const plan = trpc.audio.cityPack.useQuery(input, { staleTime: 0, gcTime: 0 });
  const utils = trpc.useUtils();
  const { openLogin } = useAuth();
  const free = useFreeSpace();
  const [starting, setStarting] = useState(false);

  if (plan.isPending) return <p className="city-download__note">{LABELS.working}</p>;
  if (plan.isError)
    return (
      <RetryAlert
        message={errorMessage(plan.error)}
        retrying={plan.isFetching}
        onRetry={() => void plan.refetch()}
      />
    );

  const found = plan.data;
  const toGet = placesToGet(found, existing);
  const bytes = toGet.reduce((sum, place) => sum + place.bytes, 0);
  const missing = missingText(found);
  const tooBig = free !== null && bytes > free;

  const start = async () => {
    setStarting(true);
    // The walking order comes along, for walk mode offline; a city without one is saved without it.
    const walk = await utils.catalog.walk
      .fetch({ selectedCountryName: country, selectedCityName: city })
      .then(
        (tour) => tour,
        () => null,
      );
    startDownload({
      plan: found,
      language,
      walk,
      existing,
      // What the listener may still hear has changed: the popup's counter reads it again.
      onEnd: () => void utils.audio.allowance.invalidate(),
    });
    onStarted();
  };

  return (
    <div className="city-download__offer">
      <p className="city-download__summary">{offerSummary(toGet, language)}</p>
      {toGet.length > 0 && <p>{costText(found.allowance, toGet)}</p>}
      {found.allowance.tier !== 'subscriber' && <p className="city-download__note">{LABELS.who}</p>}
      {missing !== null && (
        <p className="city-download__missing">
          {missing.text}{' '}
          {missing.needs === 'plan' ? (
            <Link to={ROUTES.subscription}>{LABELS.plans}</Link>
          ) : (
            <button
              type="button"
              className="city-download__link"
              onClick={() => {
                // Closed first: opened again once logged in, it asks afresh what the user may get.
                onCancel();
                openLogin();
              }}
            >
              {LABELS.logIn}
            </button>
          )}
        </p>
      )}
      {toGet.length === 0 && <p className="city-download__note">{LABELS.nothingToGet}</p>}
      {tooBig && (
        <p className="city-download__alert" role="alert">
          {LABELS.noSpace(formatBytes(bytes), formatBytes(free))}
        </p>
      )}
      <div className="city-download__actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={toGet.length === 0 || tooBig || starting}
          onClick={() => void start()}
        >
          {LABELS.start(toGet.length)}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {LABELS.cancel}
        </button>
      </div>
    </div>
  );
}
