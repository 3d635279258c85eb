import { afterEach, describe, expect, it } from 'vitest';
import { isLocalDateTime } from '../../lib';
import { parseWallClock, wallClockText } from './wallClock';

const zone = process.env.TZ;
afterEach(() => {
  // Node reads TZ again on every change: the zone of the worker is put back for the next file.
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('a timestamp without zone in a form', () => {
  it.each(['Asia/Shanghai', 'America/New_York', 'UTC', 'Pacific/Chatham'])(
    '#27 is shown and sent as the wall clock it holds, in %s',
    (tz) => {
      process.env.TZ = tz;
      const shown = parseWallClock('2021-03-14T08:30:15') as Date;
      expect([shown.getHours(), shown.getMinutes(), shown.getSeconds(), shown.getDate()]).toEqual([
        8, 30, 15, 14,
      ]);
      // A person picks 23:45 on 31 December: that text, not its UTC instant, is sent.
      expect(wallClockText(new Date(2024, 11, 31, 23, 45, 0))).toBe('2024-12-31T23:45:00');
      expect(wallClockText(shown)).toBe('2021-03-14T08:30:15');
      expect(parseWallClock('2021-03-14 08:30')?.getMinutes()).toBe(30);
    },
  );

  it('#27 a text with a zone, or not a date, is not a wall clock', () => {
    expect(parseWallClock('2021-03-14T08:30:15Z')).toBeUndefined();
    expect(parseWallClock('2021-03-14T08:30:15+08:00')).toBeUndefined();
    expect(parseWallClock('soon')).toBeUndefined();
    expect(isLocalDateTime('2021-03-14T08:30:15')).toBe(true);
    expect(isLocalDateTime('2021-03-14 08:30')).toBe(true);
    expect(isLocalDateTime('2021-03-14T08:30:15.123456')).toBe(true);
    expect(isLocalDateTime('2021-03-14T08:30:15Z')).toBe(false);
    expect(isLocalDateTime('2021-02-30T08:30:15')).toBe(false);
    expect(isLocalDateTime('2021-03-14T24:00:00')).toBe(false);
  });
});
