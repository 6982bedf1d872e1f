import { describe, expect, it } from 'vitest';
import { approachState, crossedLine, distanceMetres, distanceParts, isLatLng, minutesFor } from './approach';

// Asharij, Al Ain (the sample shop) and two places a customer drives from.
const SHOP = { lat: 24.2192, lng: 55.7236 };
const AL_AIN_MALL = { lat: 24.2239, lng: 55.7811 };
const ABU_DHABI = { lat: 24.4539, lng: 54.3773 };

describe('on my way: distance and minutes from two positions', () => {
  it('measures the straight line on the earth (haversine) in metres', () => {
    expect(distanceMetres(SHOP, SHOP)).toBe(0);
    // Al Ain Mall is about 5.8 km east; Abu Dhabi about 139 km away (known great-circle figures).
    expect(distanceMetres(SHOP, AL_AIN_MALL)).toBeGreaterThan(5_700);
    expect(distanceMetres(SHOP, AL_AIN_MALL)).toBeLessThan(5_900);
    expect(distanceMetres(SHOP, ABU_DHABI)).toBeGreaterThan(137_000);
    expect(distanceMetres(SHOP, ABU_DHABI)).toBeLessThan(141_000);
    expect(distanceMetres(SHOP, AL_AIN_MALL)).toBe(distanceMetres(AL_AIN_MALL, SHOP));
  });

  it('turns metres into whole minutes at an urban speed, rounded up, and none at the shop', () => {
    expect(minutesFor(0)).toBe(0);
    expect(minutesFor(100)).toBe(0);
    expect(minutesFor(101)).toBe(1);
    // 30 km/h: 500 m a minute.
    expect(minutesFor(500)).toBe(1);
    expect(minutesFor(501)).toBe(2);
    expect(minutesFor(2_100)).toBe(5);
    expect(minutesFor(distanceMetres(SHOP, AL_AIN_MALL))).toBe(12);
  });

  it('knows a position on the earth from one that is not', () => {
    expect(isLatLng(SHOP)).toBe(true);
    expect(isLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: 0, lng: -181 })).toBe(false);
    expect(isLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
  });

  it('says "last seen" once the phone has been quiet for 90 s, with the whole minutes since', () => {
    const at = '2026-11-29T18:00:00.000Z';
    const t = Date.parse(at);
    const approach = { metres: 1_200, minutes: 3, at };
    expect(approachState(approach, t + 89_000)).toEqual({ fresh: true });
    expect(approachState(approach, t + 90_000)).toEqual({ fresh: false, minutesAgo: 1 });
    expect(approachState(approach, t + 3 * 60_000 + 5_000)).toEqual({ fresh: false, minutesAgo: 3 });
  });

  it('starts the order when the car comes within the line', () => {
    expect(crossedLine({ minutes: 6 }, 5)).toBe(false);
    expect(crossedLine({ minutes: 5 }, 5)).toBe(true);
    expect(crossedLine({ minutes: 0 }, 5)).toBe(true);
  });

  it('writes a distance in kilometres with one decimal from 1 km, else metres to the nearest 10', () => {
    expect(distanceParts(2_104)).toEqual({ unit: 'km', value: '2.1' });
    expect(distanceParts(1_000)).toEqual({ unit: 'km', value: '1' });
    expect(distanceParts(12_960)).toEqual({ unit: 'km', value: '13' });
    expect(distanceParts(999)).toEqual({ unit: 'km', value: '1' });
    expect(distanceParts(994)).toEqual({ unit: 'm', value: '990' });
    expect(distanceParts(344)).toEqual({ unit: 'm', value: '340' });
  });
});
