/**
 * Every kind of place and its drawing. A Record over PlaceKind: a kind added to the catalog without a
 * drawing does not compile, so no place is ever shown as another kind's building.
 */
import type { PlaceKind } from '@app/contracts';
import { FORTIFIED } from './fortified.js';
import type { KindDrawing } from './kind-drawing.js';
import { MONUMENTS } from './monuments.js';
import { NATURE } from './nature.js';
import { SACRED } from './sacred.js';
import { TOMBS } from './tombs.js';
import { TOWN } from './town.js';
import { WATER } from './water.js';

export const KIND_DRAWINGS: Record<PlaceKind, KindDrawing> = {
  ...SACRED,
  ...TOMBS,
  ...FORTIFIED,
  ...MONUMENTS,
  ...WATER,
  ...NATURE,
  ...TOWN,
};

/** Kinds whose picture has water in front rather than land. */
export const WATER_KINDS: ReadonlySet<PlaceKind> = new Set<PlaceKind>([
  'ghat',
  'beach',
  'seafront',
  'lake',
  'canal',
  'bridge',
]);
