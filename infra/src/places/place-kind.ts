/**
 * The kind of a place a live source names without saying what it is (Google's places): read from
 * its name, then from the source's type ("Hindu temple", "Museum"). Curated places carry their own
 * kind; this only has to avoid the wrong picture, so a name that says nothing gives `landmark`.
 */
import type { PlaceKind } from '@app/contracts';

const WORDS: ReadonlyArray<readonly [RegExp, PlaceKind]> = [
  [/\b(tomb|mausoleum|maqbara|samadhi)s?\b/, 'tomb'],
  [/\b(fort|fortress|castle|citadel|qila)s?\b/, 'fort'],
  [/\b(palace|mahal|palais|palazzo)s?\b/, 'palace'],
  [/\b(mosque|masjid|dargah)s?\b/, 'mosque'],
  [/\b(church|cathedral|basilica|abbey|chapel)s?\b/, 'church'],
  [/\b(stupa|chaitya)s?\b/, 'stupa'],
  [/\b(shrine|jinja|jingu|taisha)s?\b/, 'shrine'],
  [/\b(temple|mandir|wat|pagoda|gurdwara)s?\b/, 'temple'],
  [/\bpyramids?\b/, 'pyramid'],
  [/\b(skyscraper|building)s?\b/, 'skyscraper'],
  [/\b(tower|minar|minaret)s?\b/, 'tower'],
  [/\bbridges?\b/, 'bridge'],
  [/\b(gate|gateway|darwaza|arch)s?\b/, 'gate'],
  [/\bmemorials?\b/, 'memorial'],
  [/\b(statue|sculpture)s?\b/, 'statue'],
  [/\bfountains?\b/, 'fountain'],
  [/\b(observatory|planetarium)s?\b/, 'observatory'],
  [/\b(ruins?|archaeological)\b/, 'ruins'],
  [/\b(caves?|grotto)\b/, 'cave'],
  [/\bghats?\b/, 'ghat'],
  [/\bbeach(es)?\b/, 'beach'],
  [/\b(promenade|seafront|waterfront|marine drive)\b/, 'seafront'],
  [/\b(lake|sagar|talab|reservoir)s?\b/, 'lake'],
  [/\bcanals?\b/, 'canal'],
  [/\b(hill|peak|mount|mountain)s?\b/, 'hill'],
  [/\b(forest|grove|woods|jungle)s?\b/, 'forest'],
  [/\b(garden|park|bagh|botanical)s?\b/, 'garden'],
  [/\b(museum|gallery)s?\b/, 'museum'],
  [/\b(house|haveli|mansion|villa)s?\b/, 'house'],
  [/\b(theatre|theater|opera|auditorium)s?\b/, 'theatre'],
  [/\b(station|terminus)s?\b/, 'station'],
  [/\b(market|bazaar|souk|mall)s?\b/, 'market'],
  [/\b(street|road|quarter|lane|boulevard)s?\b/, 'street'],
  [/\b(square|plaza|chowk|piazza)s?\b/, 'square'],
  [/\bmonuments?\b/, 'monument'],
];

/**
 * The kind whose word comes last, as English names put the head noun last ("Tower Bridge" is a
 * bridge); in "Temple of the Sacred Tooth" the head comes before "of", so that part is read first.
 */
function kindIn(text: string): PlaceKind | undefined {
  let found: { kind: PlaceKind; at: number } | undefined;
  for (const [pattern, kind] of WORDS) {
    for (const match of text.toLowerCase().matchAll(new RegExp(pattern, 'g'))) {
      if (found === undefined || match.index > found.at) found = { kind, at: match.index };
    }
  }
  return found?.kind;
}

export function placeKindOf(name: string, sourceType = ''): PlaceKind {
  const head = name.split(/\s+of\s+/i)[0] ?? name;
  return kindIn(head) ?? kindIn(name) ?? kindIn(sourceType) ?? 'landmark';
}
