/** Search every curated place by name (catalog.search): for a city without curated places yet. */
import { truePhotoOf } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { FormAlert } from '../ui/fields';
import { SearchIcon } from '../ui/icons';
import { PlaceTile } from './PlaceTile';
import './place-search.css';

const SEARCH_MAX = 80;

export function PlaceSearch({ label = 'Search tourist places' }: { label?: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const search = trpc.catalog.search.useQuery(
    { searchedTouristPlace: term ?? '' },
    { enabled: term !== null },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setTerm(value === '' ? null : value);
  };

  const results = search.data ?? [];
  return (
    <div className="place-search">
      <search>
        <form className="place-search__form" onSubmit={onSubmit}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <div className="place-search__row">
            <input
              id={id}
              className="field__input"
              type="search"
              name="searchedTouristPlace"
              placeholder="Fort, temple, museum…"
              maxLength={SEARCH_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="btn btn-secondary place-search__submit">
              <SearchIcon />
              Search
            </button>
          </div>
        </form>
      </search>
      {term !== null && (
        <div className="place-search__results" aria-live="polite" aria-busy={search.isFetching}>
          {search.isPending ? (
            <p className="place-search__note">Searching…</p>
          ) : search.isError ? (
            <FormAlert message={errorMessage(search.error)} />
          ) : results.length === 0 ? (
            <p className="place-search__note">No places match “{term}”. Try another name.</p>
          ) : (
            <>
              <p className="place-search__note">
                {results.length} {results.length === 1 ? 'place matches' : 'places match'} “{term}”
              </p>
              <ul className="place-grid">
                {results.map((place) => (
                  <li key={place.id}>
                    <PlaceTile
                      id={place.id}
                      name={place.name}
                      country={place.country}
                      city={place.city}
                      category={place.category}
                      photo={truePhotoOf(place)}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
