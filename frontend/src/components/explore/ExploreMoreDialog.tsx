/**
 * The Explore More popup (spec §2): a country, then one of its cities (disabled until a country is
 * chosen), both required; submitting opens /ExploreMore?country=<country name>&city=<city>. When
 * the city list cannot be loaded it says 'Something went wrong. Please retry' and offers a retry.
 * Countries and cities with tours come first, marked with their number of tours; a chosen city
 * without tours says so and offers the nearest city that has them.
 */
import { MESSAGES } from '@app/contracts';
import { type FormEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/errors';
import { notifyError } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { Combobox, type ComboboxOption } from '../ui/Combobox';
import { Modal } from '../ui/Modal';
import { RetryAlert } from '../ui/RetryAlert';
import { cityCounts, countryCounts, coveredFirst } from './coverage-options';
import { exploreMoreHref } from './destination-query';
import { NearestCityOffer } from './NearestCityOffer';
import './explore-more-dialog.css';

export const CHOOSE_COUNTRY = 'Please choose a country.';
export const CHOOSE_CITY = 'Please choose a city.';

export interface ExploreMoreDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

export function ExploreMoreDialog({ open, onOpenChange }: ExploreMoreDialogProps) {
  const countryField = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Explore More"
      description="Choose a country and a city to see its tourist places, audio tours and special plans."
      size="sm"
      initialFocus={countryField}
    >
      <ExploreMoreForm countryField={countryField} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function ExploreMoreForm({
  countryField,
  onDone,
}: {
  countryField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const cityField = useRef<HTMLInputElement>(null);
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ country: string | null; city: string | null }>({
    country: null,
    city: null,
  });

  const countries = trpc.catalog.countries.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  // Only orders and marks the lists: the pickers work as before while it loads or if it fails.
  const coverage = trpc.catalog.coverage.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const cities = trpc.catalog.cities.useQuery(
    { countryCode: countryCode ?? '' },
    { enabled: countryCode !== null, staleTime: Number.POSITIVE_INFINITY, retry: false },
  );

  const byCountry = useMemo(() => countryCounts(coverage.data), [coverage.data]);
  const byCity = useMemo(() => cityCounts(coverage.data, countryCode), [coverage.data, countryCode]);
  const countryOptions = useMemo<ComboboxOption[]>(() => {
    const options = (countries.data ?? []).map((country) => ({
      value: country.isoCode,
      label: country.name,
    }));
    return byCountry === null ? options : coveredFirst(options, byCountry);
  }, [countries.data, byCountry]);
  const cityOptions = useMemo<ComboboxOption[]>(() => {
    const options = cities.data ?? [];
    return byCity === null ? options : coveredFirst(options, byCity);
  }, [cities.data, byCity]);
  const withoutTours = countryCode !== null && city !== null && byCity !== null && !byCity.has(city);
  const country = countries.data?.find((entry) => entry.isoCode === countryCode) ?? null;

  // The spec's toast for a failed city list; the form keeps a retry button beside it.
  const citiesFailedAt = cities.isError ? cities.errorUpdatedAt : 0;
  useEffect(() => {
    if (citiesFailedAt > 0) notifyError(MESSAGES.citiesFailed);
  }, [citiesFailedAt]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      country: country === null ? CHOOSE_COUNTRY : null,
      city: city === null ? CHOOSE_CITY : null,
    };
    setErrors(problems);
    if (problems.country !== null) {
      countryField.current?.focus();
      return;
    }
    if (problems.city !== null || country === null || city === null) {
      cityField.current?.focus();
      return;
    }
    onDone();
    // navigate() settles once the page is loaded; a page that failed to load is said, not dropped.
    Promise.resolve(navigate(exploreMoreHref(country.name, city))).catch((error: unknown) =>
      notifyError(errorMessage(error)),
    );
  };

  return (
    <form className="explore-more-form" onSubmit={onSubmit} noValidate>
      <Combobox
        ref={countryField}
        label="Country"
        inlineMenu
        options={countryOptions}
        value={countryCode}
        loading={countries.isPending}
        required
        error={errors.country}
        onChange={(code) => {
          setCountryCode(code);
          setCity(null);
          setErrors({ country: null, city: null });
        }}
      />
      {countries.isError && (
        <RetryAlert
          message={errorMessage(countries.error)}
          label="Retry"
          retrying={countries.isFetching}
          onRetry={() => void countries.refetch()}
        />
      )}
      <Combobox
        ref={cityField}
        label="City"
        inlineMenu
        options={cityOptions}
        value={city}
        loading={countryCode !== null && cities.isPending}
        disabled={countryCode === null || cities.isError}
        required
        error={errors.city}
        hint={countryCode === null ? 'Choose a country first.' : undefined}
        onChange={(value) => {
          setCity(value);
          setErrors((current) => ({ ...current, city: null }));
        }}
      />
      {withoutTours && <NearestCityOffer key={city} countryCode={countryCode} city={city} onGo={onDone} />}
      {cities.isError && (
        <RetryAlert
          message={MESSAGES.citiesFailed}
          label="Retry"
          retrying={cities.isFetching}
          onRetry={() => void cities.refetch()}
        />
      )}
      <button type="submit" className="btn btn-primary explore-more-form__submit">
        Show places
      </button>
    </form>
  );
}
