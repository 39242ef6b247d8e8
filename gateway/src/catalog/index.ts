export {
  findPlace,
  namesOnePlace,
  placePhoto,
  searchPlaces,
  specialTours,
  touristData,
  touristPlaceCards,
  touristPlaces,
} from './catalog.service.js';
export { cityImage } from './city-image.service.js';
export { coverage, nearestCoveredCity } from './coverage.service.js';
export { listFeaturedPlaces } from './featured.js';
export { getAllCountries, getCitiesOfCountry, reverseGeocode } from './geo.js';
export { placeImageSvg } from './place-image.js';
export { walkingTour } from './walk.service.js';
