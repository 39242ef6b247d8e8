/**
 * The walking tour of /ExploreMore, as VoiceMap and izi.TRAVEL offer one: the city's places in
 * walking order (catalog.walk), a map on request, and walk mode, where each stop's narration starts
 * on arrival. Everything works by tapping too: without location, and offline (without the map).
 * A city taken offline (src/offline) brings its walking order, narrations and transcripts along:
 * they come from this device, with or without a connection.
 */
import { type WalkingTour as Tour, WALK_LABELS, type WalkStop } from '@app/contracts';
import { useId, useState } from 'react';
import { trpc } from '../app/trpc';
import { useOnline } from '../app/use-online';
import { MapIcon, PinIcon } from '../components/ui/icons';
import type { CityPack } from '../offline/city-packs';
import { SavedTranscript } from '../offline/SavedTranscript';
import { savedNarrationOf } from '../offline/saved-item';
import { readLanguageDetail } from '../pages/explore/language-detail';
import { SavedWalkNarration } from './SavedWalkNarration';
import { useWalkMode, type WalkMode } from './use-walk-mode';
import { WalkMapPanel } from './WalkMapPanel';
import { WalkNarration } from './WalkNarration';
import { WalkStopList } from './WalkStopList';
import './walking-tour.css';

export interface WalkingTourProps {
  readonly country: string;
  readonly city: string;
  /** The city as saved on this device, if it was taken offline. */
  readonly saved?: CityPack | null;
}

/** The section, once the city's tour is known to have at least two stops; nothing otherwise. */
export function WalkingTour({ country, city, saved = null }: WalkingTourProps) {
  const tour = trpc.catalog.walk.useQuery({ selectedCountryName: country, selectedCityName: city });
  // Without an answer (offline), the walking order saved with the city.
  const data = tour.data ?? saved?.walk ?? undefined;
  if (data === undefined || data.stops.length < 2) return null;
  return <WalkingTourSection tour={data} saved={saved} />;
}

/** What the status line says: why arrivals cannot be told, or that the walk is over. */
function noticeOf(walk: WalkMode): string {
  if (walk.notice === 'refused') return WALK_LABELS.locationRefused;
  if (walk.notice === 'unavailable') return WALK_LABELS.locationUnavailable;
  return walk.done ? WALK_LABELS.walkDone : '';
}

/** Where walk mode stands, while it is on: the next stop's distance, or what it waits for. */
function distanceOf(walk: WalkMode): string | null {
  const { next, meters, rough } = walk.progress;
  if (!walk.on || next === null || walk.notice !== null) return null;
  if (meters === null) return WALK_LABELS.locating;
  return rough
    ? `${WALK_LABELS.distanceTo(next.name, meters)}. ${WALK_LABELS.lowAccuracy}`
    : WALK_LABELS.distanceTo(next.name, meters);
}

/** A narration asked for: by a tap or an arrival; `take` starts it anew when asked again. */
interface Narration {
  readonly stop: WalkStop;
  readonly take: number;
}

function WalkingTourSection({ tour, saved }: { tour: Tour; saved: CityPack | null }) {
  const { stops, city, country } = tour;
  const online = useOnline();
  const [language] = useState(readLanguageDetail);
  const walk = useWalkMode(stops);
  const [mapOpen, setMapOpen] = useState(false);
  const [narration, setNarration] = useState<Narration | null>(null);
  const [arrival, setArrival] = useState<WalkStop | null>(null);
  const headingId = useId();
  const mapId = useId();

  const play = (stop: WalkStop) => setNarration((last) => ({ stop, take: (last?.take ?? 0) + 1 }));
  // An arrival asks for that stop's narration, once.
  if (walk.arrivedAt !== arrival) {
    setArrival(walk.arrivedAt);
    if (walk.arrivedAt !== null) play(walk.arrivedAt);
  }
  const distance = distanceOf(walk);
  const notice = noticeOf(walk);
  const savedStop = narration && savedNarrationOf(saved, narration.stop.id, language, online);

  return (
    <section className="explore-more__section container walk-tour" aria-labelledby={headingId}>
      <div className="explore-more__head">
        <div>
          <p className="eyebrow">{`${city} on foot`}</p>
          <h2 id={headingId} className="section-title">
            {WALK_LABELS.section}
          </h2>
          <p className="section-lead walk-tour__lead">
            {WALK_LABELS.summary(stops.length, tour.walkMeters, tour.days)}. {WALK_LABELS.walkHint}
          </p>
        </div>
      </div>

      <div className="walk-tour__actions">
        {online ? (
          <button
            type="button"
            className="btn btn-ghost"
            aria-expanded={mapOpen}
            aria-controls={mapId}
            onClick={() => setMapOpen((open) => !open)}
          >
            <MapIcon />
            {mapOpen ? WALK_LABELS.hideMap : WALK_LABELS.openMap}
          </button>
        ) : (
          <p className="walk-tour__offline">{WALK_LABELS.offlineList}</p>
        )}
        <button
          type="button"
          className={`btn ${walk.on ? 'btn-secondary' : 'btn-primary'}`}
          onClick={walk.on ? walk.stop : walk.start}
        >
          <PinIcon />
          {walk.on ? WALK_LABELS.stopWalk : WALK_LABELS.startWalk}
        </button>
      </div>

      {/* One live region, present from the start, so that what it comes to say is announced. */}
      <div className="walk-tour__status" role="status">
        {notice !== '' && <p className="walk-tour__notice">{notice}</p>}
        {narration !== null && saved !== null && savedStop ? (
          <SavedWalkNarration key={`${narration.stop.id}:${narration.take}`} pack={saved} place={savedStop} />
        ) : (
          narration !== null && (
            <WalkNarration
              key={`${narration.stop.id}:${narration.take}`}
              stop={narration.stop}
              city={city}
              country={country}
            />
          )
        )}
      </div>
      {/* Outside the live region: a transcript is read when asked for, not announced. */}
      {savedStop && (
        <div className="walk-tour__transcript">
          <SavedTranscript key={savedStop.id} place={savedStop} />
        </div>
      )}
      {distance !== null && <p className="walk-tour__distance">{distance}</p>}

      <div id={mapId} className="walk-tour__map">
        {mapOpen && online && <WalkMapPanel stops={stops} position={walk.state.position} />}
      </div>

      <WalkStopList
        stops={stops}
        visited={walk.state.visited}
        current={narration?.stop.id ?? null}
        onPlay={play}
      />
    </section>
  );
}
