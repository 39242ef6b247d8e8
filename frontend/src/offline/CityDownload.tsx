/**
 * 'Download this city' on /ExploreMore (issue 26): every place's narration of the city, in the
 * language the listener chose, with its transcript, saved on this device for the place list and
 * walk mode offline. Its size and cost show before it starts (CityDownloadOffer), its progress
 * while it runs (a labelled <progress>, announced politely), and once saved it can be removed.
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../app/errors';
import { useOnline } from '../app/use-online';
import { readLanguageDetail } from '../pages/explore/language-detail';
import { CityDownloadOffer } from './CityDownloadOffer';
import { CitySaved } from './CitySaved';
import type { DownloadProgress } from './city-download';
import { CITY_DOWNLOAD_LABELS as LABELS, progressText } from './city-download-text';
import { type CityPack, removePack } from './city-packs';
import { clearDownload, type DownloadJob, jobKey, stopDownload, useDownloadJob } from './download-jobs';
import './city-download.css';

export interface CityDownloadProps {
  readonly country: string;
  readonly city: string;
  /** The city's saved packs; null while they are read. */
  readonly packs: readonly CityPack[] | null;
}

/** What the live region says of a download that ended. */
function outcomeOf(job: DownloadJob | undefined, city: string): string {
  if (job === undefined || job.state === 'running') return '';
  if (job.error !== null) return job.error;
  const progress = job.progress;
  if (job.state === 'stopped' || progress === null) return LABELS.stopped;
  if (progress.failed.length === 0) return `Saved ${progress.saved} of ${progress.total} places of ${city}.`;
  return `Saved ${progress.saved} of ${progress.total} places of ${city}. ${progress.failed.length} could not be saved.`;
}

function Progress({
  city,
  progress,
  onStop,
}: {
  city: string;
  progress: DownloadProgress | null;
  onStop: () => void;
}) {
  const id = useId();
  return (
    <div className="city-download__progress">
      <label htmlFor={id} className="city-download__progress-label">
        {LABELS.progressLabel(city)}
      </label>
      {progress === null || progress.total === 0 ? (
        <progress id={id} />
      ) : (
        <progress id={id} max={progress.total} value={progress.saved} />
      )}
      <button type="button" className="btn btn-ghost btn-sm" onClick={onStop}>
        {LABELS.stop}
      </button>
    </div>
  );
}

/**
 * The control pressed last may be gone once the section changes (an offer, a download, its end):
 * the focus then goes to the heading, not to the top of the page. Focus elsewhere is left alone.
 */
function useFocusKept(mode: string, heading: RefObject<HTMLHeadingElement | null>): void {
  const last = useRef(mode);
  useEffect(() => {
    if (last.current === mode) return;
    last.current = mode;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) heading.current?.focus();
  }, [mode, heading]);
}

export function CityDownload({ country, city, packs }: CityDownloadProps) {
  const [language] = useState(readLanguageDetail);
  const key = jobKey(country, city, language);
  const job = useDownloadJob(key);
  const online = useOnline();
  const [offering, setOffering] = useState(false);
  /** What the section last said of a removal, until something else is done. */
  const [said, setSaid] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const saved = packs?.find((pack) => pack.language === language) ?? null;
  const running = job?.state === 'running';
  useFocusKept(running ? 'running' : offering ? 'offer' : saved === null ? 'none' : 'saved', heading);

  const remove = async (pack: CityPack) => {
    try {
      await removePack(pack);
      if (pack === saved) clearDownload(key);
      setSaid(LABELS.removed(pack.language === language ? city : `${city} in ${pack.language}`));
    } catch (error) {
      // Cache Storage refused (a privacy mode, a browser quirk): said, and the city stays listed.
      setSaid(errorMessage(error));
    }
  };
  const offer = () => {
    clearDownload(key);
    setSaid(null);
    setOffering(true);
  };

  const status = running ? progressText(job.progress ?? null) : (said ?? outcomeOf(job, city));

  return (
    <section className="explore-more__section container" aria-labelledby={headingId}>
      <div className="city-download">
        <p className="eyebrow">Offline</p>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="section-title city-download__title">
          {LABELS.heading(city)}
        </h2>
        <p className="city-download__lead">{LABELS.lead}</p>

        {running ? (
          <Progress city={city} progress={job.progress} onStop={() => stopDownload(key)} />
        ) : offering ? (
          <CityDownloadOffer
            country={country}
            city={city}
            language={language}
            existing={saved}
            onCancel={() => setOffering(false)}
            onStarted={() => setOffering(false)}
          />
        ) : (
          <CitySaved
            saved={saved}
            others={packs?.filter((pack) => pack !== saved) ?? []}
            failed={job?.progress?.failed ?? []}
            online={online}
            onOffer={offer}
            onRemove={(pack) => void remove(pack)}
          />
        )}
        {/* Present from the start, so that what it comes to say is announced; polite, never urgent. */}
        <p className="city-download__status" role="status">
          {status}
        </p>
      </div>
    </section>
  );
}
