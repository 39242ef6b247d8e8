/** /ExploreMore without a destination: an invitation to choose one, or to search every place. */
import { PlaceSearch } from '../../components/explore/PlaceSearch';

export function NoDestination({ onChoose }: { onChoose: () => void }) {
  return (
    <section className="explore-more__section container" aria-labelledby="explore-more-empty">
      <div className="destination-empty">
        <h2 id="explore-more-empty" className="destination-empty__title">
          Where would you like to go?
        </h2>
        <p>Choose a country and a city, or search every place we have audio tours for.</p>
        <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={onChoose}>
          Choose a destination
        </button>
        <PlaceSearch />
      </div>
    </section>
  );
}
