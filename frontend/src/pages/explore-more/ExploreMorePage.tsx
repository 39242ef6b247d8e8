/**
 * /ExploreMore?country=&city= (spec §2): the city's banner, a tourist-place filter, the country's
 * special tour plans, the city's places, each with an Explore link, and their walking tour (a map
 * and walk mode, src/walk). Missing parameters read as 'No country specified' / 'No city
 * specified'; a city without curated places offers a search.
 */
import { truePhotoOf } from '@app/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors';
import type { PagePrefetch } from '../../app/page-prefetch';
import { trpc } from '../../app/trpc';
import { useDocumentTitle } from '../../app/use-document-title';
import { useOnline } from '../../app/use-online';
import { DestinationHeader } from '../../components/explore/DestinationHeader';
import { type DestinationQuery, readDestinationQuery } from '../../components/explore/destination-query';
import { LazyExploreMoreDialog, preloadExploreMore } from '../../components/explore/LazyExploreMoreDialog';
import { PlaceTile } from '../../components/explore/PlaceTile';
import { Combobox } from '../../components/ui/Combobox';
import { GlobeIcon } from '../../components/ui/icons';
import { RetryAlert } from '../../components/ui/RetryAlert';
import { CityDownload } from '../../offline/CityDownload';
import { preferredPack } from '../../offline/city-packs';
import { SavedPlaces } from '../../offline/SavedPlaces';
import { useCityPacks } from '../../offline/use-city-packs';
import { WalkingTour } from '../../walk/WalkingTour';
import { readLanguageDetail } from '../explore/language-detail';
import { useBoughtPlanOf } from './bought-plan';
import { CityWithoutPlaces } from './CityWithoutPlaces';
import { NoDestination } from './NoDestination';
import { PlansSection, SectionsLoading } from './PlansSection';
import { placesCount, shownPlaces } from './place-filter';
import './explore-more.css';

const placesInput = ({ country, city }: DestinationQuery) => ({
  selectedCountryName: country,
  selectedCityName: city,
});
const plansInput = ({ country }: DestinationQuery) => ({ country });

/** The server's render of a city's page shows its plans and places, as the page asks for them. */
export const prefetchExploreMore: PagePrefetch = async (params, utils) => {
  const query = readDestinationQuery(params);
  if (!query.hasDestination) return;
  await Promise.all([
    utils.catalog.touristPlaces.prefetch(placesInput(query)),
    utils.catalog.specialTours.prefetch(plansInput(query)),
  ]);
};

export function ExploreMorePage() {
  const [params] = useSearchParams();
  const query = readDestinationQuery(params);
  const { country, city, hasDestination } = query;
  useDocumentTitle(hasDestination ? `${city}, ${country}` : 'Explore More');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [filter, setFilter] = useState<string | null>(null);
  /** What is typed in the filter before a place is chosen: the grid narrows as it is typed. */
  const [typed, setTyped] = useState<string | null>(null);
  // A new city starts unfiltered.
  const [filterFor, setFilterFor] = useState(`${country}|${city}`);
  if (filterFor !== `${country}|${city}`) {
    setFilterFor(`${country}|${city}`);
    setFilter(null);
    setTyped(null);
  }

  const places = trpc.catalog.touristPlaces.useQuery(placesInput(query), { enabled: hasDestination });
  const plans = trpc.catalog.specialTours.useQuery(plansInput(query), { enabled: hasDestination });
  const list = places.data ?? [];
  const options = list.map((place) => ({ value: place.id, label: place.name }));
  const shown = shownPlaces(list, options, filter, typed);
  const planList = plans.data?.data ?? [];
  const boughtPlanOf = useBoughtPlanOf();
  const online = useOnline();
  const [language] = useState(readLanguageDetail);
  const packs = useCityPacks({ country, city });
  const pack = preferredPack(packs ?? [], language);
  // No list from the server (offline, or it failed): the places saved on this device, if any.
  const savedOnly =
    places.data === undefined &&
    pack !== null &&
    (!online || places.isError || places.failureCount > 0 || places.fetchStatus === 'paused');
  // Both sections wait for the slower answer (SectionsLoading); offline, nothing waits for the plans.
  const plansComing = plans.isPending && plans.fetchStatus === 'fetching';
  const loading = !savedOnly && (places.isPending || plansComing);

  const changeDestination = (
    <button
      type="button"
      className="btn btn-ghost btn-on-dark"
      aria-haspopup="dialog"
      onPointerEnter={preloadExploreMore}
      onFocus={preloadExploreMore}
      onClick={() => setPickerOpen(true)}
    >
      <GlobeIcon />
      {hasDestination ? 'Change destination' : 'Choose a destination'}
    </button>
  );

  return (
    <div className="explore-more">
      <DestinationHeader
        seed={city}
        {...(hasDestination ? { picture: { name: city, where: country } } : {})}
        eyebrow="Explore More"
        title={city}
        where={country}
      >
        {changeDestination}
      </DestinationHeader>

      {!hasDestination ? (
        <NoDestination onChoose={() => setPickerOpen(true)} />
      ) : (
        <>
          {loading ? (
            <SectionsLoading />
          ) : (
            <>
              <PlansSection country={country} city={city} plans={planList} places={list} />
              <section className="explore-more__section container" aria-labelledby="explore-more-places">
                <div className="explore-more__head">
                  <div>
                    <p className="eyebrow">Tourist places</p>
                    <h2 id="explore-more-places" className="section-title">
                      Places to see in {city}
                    </h2>
                  </div>
                  {list.length > 0 && (
                    <div className="explore-more__filter">
                      <Combobox
                        label="Tourist place"
                        placeholder="All places"
                        options={options}
                        value={filter}
                        onChange={setFilter}
                        onQueryChange={setTyped}
                      />
                      {filter !== null && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => setFilter(null)}
                        >
                          Show all places
                        </button>
                      )}
                    </div>
                  )}
                </div>

                {savedOnly ? (
                  <SavedPlaces pack={pack} />
                ) : places.isError ? (
                  <RetryAlert
                    message={errorMessage(places.error)}
                    retrying={places.isFetching}
                    onRetry={() => void places.refetch()}
                  />
                ) : list.length === 0 ? (
                  <CityWithoutPlaces country={country} city={city} />
                ) : (
                  <>
                    <p className="explore-more__count" aria-live="polite">
                      {placesCount(shown.length, list.length)}
                    </p>
                    <ul className="place-grid">
                      {shown.map((place) => (
                        <li key={place.id}>
                          <PlaceTile
                            id={place.id}
                            name={place.name}
                            country={country}
                            city={city}
                            category={place.category}
                            photo={truePhotoOf(place)}
                            plan={boughtPlanOf(place.name)}
                          />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </section>
            </>
          )}

          {/* Offline with nothing saved, it says a connection is needed to take the city offline. */}
          {(list.length > 0 || pack !== null || !online) && (
            <CityDownload key={`download:${country}|${city}`} country={country} city={city} packs={packs} />
          )}
          {(list.length > 0 || pack !== null) && (
            <WalkingTour key={`${country}|${city}`} country={country} city={city} saved={pack} />
          )}
        </>
      )}

      <LazyExploreMoreDialog open={pickerOpen} onOpenChange={setPickerOpen} />
    </div>
  );
}
