/** Offline, on the home page: the cities taken offline on this device, each a link to its places. */
import { ROUTES } from '@app/contracts';
import { Link } from 'react-router-dom';
import type { CityPack } from './city-packs';

const cityHref = (country: string, city: string) =>
  `${ROUTES.exploreMore}?${new URLSearchParams({ country, city }).toString()}`;

export function SavedCities({ packs }: { packs: readonly CityPack[] }) {
  if (packs.length === 0) return null;
  return (
    <>
      <h3 className="offline-tours__subtitle">Cities saved on this device</h3>
      <ul className="offline-tours__list">
        {packs.map((pack) => (
          <li key={`${pack.country}|${pack.city}|${pack.language}`} className="offline-tours__item">
            <Link className="offline-tours__name" to={cityHref(pack.country, pack.city)}>
              {pack.city}, {pack.country}
            </Link>
            <span className="offline-tours__language">
              {pack.places.length} places · {pack.language}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
