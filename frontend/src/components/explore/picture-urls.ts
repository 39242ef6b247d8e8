/** Where the gateway draws a picture of a place's kind, or a city's banner (issue 26). */

export const placeArtUrl = (id: string) => `/api/places/${encodeURIComponent(id)}/image.svg`;

export const cityArtUrl = (country: string, city: string) =>
  `/api/cities/image.svg?${new URLSearchParams({ country, city }).toString()}`;
