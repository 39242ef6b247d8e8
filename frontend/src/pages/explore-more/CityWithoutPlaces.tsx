/**
 * /ExploreMore for a city without curated places: says so, offers the nearest city that has tours
 * (as the destination picker does), and a search of every place.
 */
import { trpc } from '../../app/trpc';
import { NearestCityOffer } from '../../components/explore/NearestCityOffer';
import { PlaceSearch } from '../../components/explore/PlaceSearch';

export function CityWithoutPlaces({ country, city }: { country: string; city: string }) {
  // The page names its country; the look-up of the nearest covered city takes its code.
  const countries = trpc.catalog.countries.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const code = countries.data?.find((known) => known.name === country)?.isoCode ?? null;
  return (
    <div className="destination-empty">
      {code === null ? (
        <p className="destination-empty__title">No curated places in {city} yet</p>
      ) : (
        <NearestCityOffer key={`${code}|${city}`} countryCode={code} city={city} />
      )}
      <p>Search all our places by name, or choose another city.</p>
      <PlaceSearch />
    </div>
  );
}
