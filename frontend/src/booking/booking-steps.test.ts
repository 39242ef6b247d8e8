import type { AvailableGuidesInput } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { problemAction } from './booking-problems';
import {
  canConfirmKind,
  canUseGuide,
  type FlowAction,
  type FlowState,
  flowReducer,
  initialFlow,
} from './booking-steps';

const run = (...actions: FlowAction[]): FlowState => actions.reduce(flowReducer, initialFlow);
const search: AvailableGuidesInput = { kind: 'instant', touristPlace: 'Taj Mahal', city: 'Agra' };
const atGrid = (): FlowState =>
  run({ type: 'pick-kind', kind: 'instant' }, { type: 'confirm-kind' }, { type: 'searched', search });

describe("'Choose a option'", () => {
  it('keeps Confirm Your Choice grey until a kind is picked', () => {
    expect(canConfirmKind(initialFlow)).toBe(false);
    expect(run({ type: 'confirm-kind' }).step).toBe('choose');
    const picked = run({ type: 'pick-kind', kind: 'reserved' });
    expect(canConfirmKind(picked)).toBe(true);
    expect(flowReducer(picked, { type: 'confirm-kind' })).toMatchObject({
      step: 'details',
      kind: 'reserved',
    });
  });
});

describe('the guide grid', () => {
  it('opens on a search from the details form, with no guide chosen', () => {
    const grid = atGrid();
    expect(grid).toMatchObject({ step: 'guides', search, chosen: null, overlay: null });
    expect(canUseGuide(grid)).toBe(false);
  });

  it('ignores a search that does not come from the details form', () => {
    expect(run({ type: 'searched', search }).step).toBe('choose');
  });

  it('keeps View Profile and Proceed To Payment waiting until a guide is chosen', () => {
    expect(flowReducer(atGrid(), { type: 'open', overlay: 'profile' }).overlay).toBeNull();
    const chosen = flowReducer(atGrid(), { type: 'choose-guide', email: 'asha@guides.example' });
    expect(canUseGuide(chosen)).toBe(true);
    expect(flowReducer(chosen, { type: 'open', overlay: 'payment' }).overlay).toBe('payment');
  });

  it('chooses the card whose Negotiate was pressed and opens the offer over the grid', () => {
    const chosen = flowReducer(atGrid(), { type: 'choose-guide', email: 'asha@guides.example' });
    const offering = flowReducer(chosen, { type: 'negotiate', email: 'ravi@guides.example' });
    expect(offering).toMatchObject({ chosen: 'ravi@guides.example', overlay: 'negotiate' });
    // The grid behind a popup does not change its choice.
    expect(flowReducer(offering, { type: 'choose-guide', email: 'asha@guides.example' }).chosen).toBe(
      'ravi@guides.example',
    );
  });

  it('goes back from a popup to the grid, then to the details, then to the choice', () => {
    const profile = flowReducer(flowReducer(atGrid(), { type: 'choose-guide', email: 'a@g.example' }), {
      type: 'open',
      overlay: 'profile',
    });
    const grid = flowReducer(profile, { type: 'back' });
    expect(grid).toMatchObject({ step: 'guides', overlay: null, chosen: 'a@g.example' });
    const details = flowReducer(grid, { type: 'back' });
    expect(details).toMatchObject({ step: 'details', chosen: null });
    expect(flowReducer(details, { type: 'back' }).step).toBe('choose');
  });

  it('sends an empty instant grid to the reserved form for another time', () => {
    expect(flowReducer(atGrid(), { type: 'other-time' })).toMatchObject({
      step: 'details',
      kind: 'reserved',
    });
  });

  it('returns to the details when the server refuses the slot', () => {
    const paying = flowReducer(flowReducer(atGrid(), { type: 'choose-guide', email: 'a@g.example' }), {
      type: 'open',
      overlay: 'payment',
    });
    expect(flowReducer(paying, { type: 'to-details' })).toMatchObject({ step: 'details', overlay: null });
  });

  it('keeps what was typed in the details across steps', () => {
    const typed = run(
      { type: 'pick-kind', kind: 'instant' },
      { type: 'confirm-kind' },
      { type: 'edit', field: 'people', value: '4' },
      { type: 'searched', search },
      { type: 'back' },
    );
    expect(typed.fields.people).toBe('4');
  });
});

describe('problemAction (branches on codes, never on words)', () => {
  it('maps each refusal to what the flow does', () => {
    expect(problemAction('NOT_LOGGED_IN')).toBe('login');
    expect(problemAction('BOOKING_SLOT')).toBe('slot');
    expect(problemAction('GUIDE_UNAVAILABLE')).toBe('guides');
    expect(problemAction('BOOKING_LAPSED')).toBe('guides');
    expect(problemAction('GUIDE_NOT_BOOKABLE')).toBe('guides');
    expect(problemAction('OFFER_RANGE')).toBe('offer');
    expect(problemAction('WAIT_FOR_GUIDE')).toBe('wait');
    expect(problemAction('BOOKING_OUTSIDE_INDIA')).toBe('message');
    expect(problemAction(undefined)).toBe('message');
  });
});
