import type { CityPackPlace, CityPackPlan, ListeningAllowance } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { costText, formatBytes, missingText, offerSummary } from './city-download-text';

const place = (access: CityPackPlace['access'], bytes = 360_000, exact = false): CityPackPlace => ({
  id: `p-${Math.random()}`,
  name: 'Place',
  category: 'Landmark',
  access,
  bytes,
  exact,
});
const free: ListeningAllowance = { tier: 'free', left: 2, limit: 10, resetsAt: '', rewardSeconds: 180 };
const planWith = (...places: CityPackPlace[]) => ({ places }) as CityPackPlan;

describe('what the city download says', () => {
  it('tells sizes as a phone’s storage settings do', () => {
    expect([formatBytes(480), formatBytes(360_000), formatBytes(2_140_000), formatBytes(12_600_000)]).toEqual(
      ['1 KB', '360 KB', '2.1 MB', '13 MB'],
    );
  });

  it('says “about” while any size is an estimate, and not once all are the stored files’', () => {
    expect(offerSummary([place('listen'), place('free', 1_000_000, true)], 'Hindi')).toBe(
      '2 places · about 1.4 MB, in Hindi',
    );
    expect(offerSummary([place('free', 1_000_000, true)], 'Hindi')).toBe('1 place · 1.0 MB, in Hindi');
  });

  it('counts the listens a download uses as the server charges them: today’s first, then reward minutes', () => {
    const three = [place('listen'), place('listen'), place('listen'), place('free')];
    expect(costText({ tier: 'anonymous', left: 5, limit: 5 }, three)).toBe(
      'It uses 3 of your 5 free listens on this device.',
    );
    expect(costText({ ...free, left: 4 }, three)).toBe('It uses 3 of your 4 free listens left today.');
    expect(costText(free, three)).toBe(
      'It uses your 2 free listens left today and 1 min of quiz reward time.',
    );
    expect(costText({ ...free, left: 0 }, three)).toBe('It uses 3 min of your quiz reward time.');
    expect(costText({ tier: 'subscriber', plan: 'Fortnight', secondsLeft: 60 }, three)).toBe(
      'Free with your plan: it uses none of your audio minutes.',
    );
    expect(costText(free, [place('free')])).toBe('It uses none of your free listens.');
  });

  it('names what would let the listener have the places they may not: a login for a visitor, else a plan', () => {
    expect(missingText(planWith(place('listen'), place('needs-login')))).toEqual({
      text: '1 place needs you to log in.',
      needs: 'login',
    });
    expect(missingText(planWith(place('needs-plan'), place('needs-plan')))).toEqual({
      text: '2 places need a plan.',
      needs: 'plan',
    });
    expect(missingText(planWith(place('free')))).toBeNull();
  });
});
