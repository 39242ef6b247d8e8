/**
 * The booking popups' order (spec §2, §4) as a pure state machine: choose the kind, confirm it,
 * fill the details, then the guide grid with its popups on top (View Profile, Negotiate Your Offer,
 * payment). The components only dispatch; every rule about what may follow what lives here.
 */
import type { AvailableGuidesInput, BookingKind } from '@app/contracts';

export type FlowStep = 'choose' | 'details' | 'guides';
/** A popup over the guide grid; closing it returns to the grid. */
export type Overlay = 'profile' | 'negotiate' | 'payment';

export interface DetailsFields {
  people: string;
  location: string;
  date: string;
  time: string;
}

export interface FlowState {
  readonly step: FlowStep;
  /** Picked in 'Choose a option'; the details form follows it once confirmed. */
  readonly kind: BookingKind | null;
  readonly fields: DetailsFields;
  /** What the grid shows: the search the details form sent. */
  readonly search: AvailableGuidesInput | null;
  /** The chosen guide's e-mail: highlighted in the grid, the one profile, offer and payment are for. */
  readonly chosen: string | null;
  readonly overlay: Overlay | null;
}

export type FlowAction =
  | { type: 'pick-kind'; kind: BookingKind }
  | { type: 'confirm-kind' }
  | { type: 'edit'; field: keyof DetailsFields; value: string }
  | { type: 'searched'; search: AvailableGuidesInput }
  | { type: 'choose-guide'; email: string }
  /** A card's Negotiate button: that guide, and the offer popup. */
  | { type: 'negotiate'; email: string }
  | { type: 'open'; overlay: 'profile' | 'payment' }
  | { type: 'close-overlay' }
  /** No guide free then: the reserved form, for another date or time. */
  | { type: 'other-time' }
  /** The server refused the slot after the grid opened (time passed meanwhile): fix the details. */
  | { type: 'to-details' }
  | { type: 'back' };

export const EMPTY_FIELDS: DetailsFields = { people: '1', location: '', date: '', time: '' };

export const initialFlow: FlowState = {
  step: 'choose',
  kind: null,
  fields: EMPTY_FIELDS,
  search: null,
  chosen: null,
  overlay: null,
};

/** 'Confirm Your Choice' stays grey until a kind is picked. */
export const canConfirmKind = (state: FlowState) => state.kind !== null;

/** 'View Profile' and 'Proceed To Payment' wait for a chosen guide. */
export const canUseGuide = (state: FlowState) => state.step === 'guides' && state.chosen !== null;

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'pick-kind':
      return state.step === 'choose' ? { ...state, kind: action.kind } : state;
    case 'confirm-kind':
      return state.step === 'choose' && canConfirmKind(state) ? { ...state, step: 'details' } : state;
    case 'edit':
      return { ...state, fields: { ...state.fields, [action.field]: action.value } };
    case 'searched':
      // A new search is a new grid: what was chosen in the last one may not be in it.
      return state.step === 'details'
        ? { ...state, step: 'guides', search: action.search, chosen: null, overlay: null }
        : state;
    case 'choose-guide':
      return state.step === 'guides' && state.overlay === null ? { ...state, chosen: action.email } : state;
    case 'negotiate':
      return state.step === 'guides' && state.overlay === null
        ? { ...state, chosen: action.email, overlay: 'negotiate' }
        : state;
    case 'open':
      return canUseGuide(state) && state.overlay === null ? { ...state, overlay: action.overlay } : state;
    case 'close-overlay':
      return { ...state, overlay: null };
    case 'other-time':
      return state.step === 'guides'
        ? { ...state, step: 'details', kind: 'reserved', chosen: null, overlay: null }
        : state;
    case 'to-details':
      return state.step === 'guides' ? { ...state, step: 'details', chosen: null, overlay: null } : state;
    case 'back':
      if (state.overlay !== null) return { ...state, overlay: null };
      if (state.step === 'guides') return { ...state, step: 'details', chosen: null };
      if (state.step === 'details') return { ...state, step: 'choose' };
      return state;
  }
}
