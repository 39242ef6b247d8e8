/**
 * The kind of a place a live source names without saying what it is (Google's places): read from
 * its name, then from the source's type ("Hindu temple", "Museum"). Curated places carry their own
 * kind; this only has to avoid the wrong picture, so a name that says nothing gives `landmark`.
 */
import type { PlaceKind } from '@app/contracts';

const WORDS: ReadonlyArray<readonly [RegExp, PlaceKind]> = [
  [/\b(tomb|mausoleum|maqbara|samadhi)s?\b/g, 'tomb'],
  [/\b(fort|fortress|castle|citadel|qila)s?\b/g, 'fort'],
  [/\b(palace|mahal|palais|palazzo)s?\b/g, 'palace'],
  [/\b(mosque|masjid|dargah)s?\b/g, 'mosque'],
  [/\b(church|cathedral|basilica|abbey|chapel)s?\b/g, 'church'],
  [/\b(stupa|chaitya)s?\b/g, 'stupa'],
  [/\b(shrine|jinja|jingu|taisha)s?\b/g, 'shrine'],
  [/\b(temple|mandir|wat|pagoda|gurdwara)s?\b/g, 'temple'],
  [/\bpyramids?\b/g, 'pyramid'],
  [/\b(skyscraper|building)s?\b/g, 'skyscraper'],
  [/\b(tower|minar|minaret)s?\b/g, 'tower'],
  [/\bbridges?\b/g, 'bridge'],
  [/\b(gate|gateway|darwaza|arch)s?\b/g, 'gate'],
  [/\bmemorials?\b/g, 'memorial'],
  [/\b(statue|sculpture)s?\b/g, 'statue'],
  [/\bfountains?\b/g, 'fountain'],
  [/\b(observatory|planetarium)s?\b/g, 'observatory'],
  [/\b(ruins?|archaeological)\b/g, 'ruins'],
  [/\b(caves?|grotto)\b/g, 'cave'],
  [/\bghats?\b/g, 'ghat'],
  [/\bbeach(es)?\b/g, 'beach'],
  [/\b(promenade|seafront|waterfront|marine drive)\b/g, 'seafront'],
  [/\b(lake|sagar|talab|reservoir)s?\b/g, 'lake'],
  [/\bcanals?\b/g, 'canal'],
  [/\b(hill|peak|mount|mountain)s?\b/g, 'hill'],
  [/\b(forest|grove|woods|jungle)s?\b/g, 'forest'],
  [/\b(garden|park|bagh|botanical)s?\b/g, 'garden'],
  [/\b(museum|gallery)s?\b/g, 'museum'],
  [/\b(house|haveli|mansion|villa)s?\b/g, 'house'],
  [/\b(theatre|theater|opera|auditorium)s?\b/g, 'theatre'],
  [/\b(station|terminus)s?\b/g, 'station'],
  [/\b(market|bazaar|souk|mall)s?\b/g, 'market'],
  [/\b(street|road|quarter|lane|boulevard)s?\b/g, 'street'],
  [/\b(square|plaza|chowk|piazza)s?\b/g, 'square'],
  [/\bmonuments?\b/g, 'monument'],
];

/**
 * The kind whose word comes last, as English names put the head noun last ("Tower Bridge" is a
 * bridge); in "Temple of the Sacred Tooth" the head comes before "of", so that part is read first.
 */
function kindIn(text: string): PlaceKind | undefined {
  let found: { kind: PlaceKind; at: number } | undefined;
  for (const [pattern, kind] of WORDS) {
    for (const match of text.toLowerCase().matchAll(pattern)) {
      if (found === undefined || match.index > found.at) found = { kind, at: match.index };
    }
  }
  return found?.kind;
}

export function placeKindOf(name: string, sourceType = ''): PlaceKind {
  // Spaces made single first: a pattern of spaces around "of" would rescan long runs of them.
  const head = name.replace(/\s+/g, ' ').split(/ of /i)[0] ?? name;
  return kindIn(head) ?? kindIn(name) ?? kindIn(sourceType) ?? 'landmark';
}
