/**
 * "On my way" (issue 39): how far the customer's car is from the shop, and in how many minutes it
 * arrives, from nothing but two positions: the straight-line distance and an urban speed. No map
 * service, no route: in a city the straight line times this speed is close enough for the kitchen
 * to start a juice (which takes minutes too), and it needs no key, no network and no trail.
 */

/** A point on the earth, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean radius of the earth, in metres. */
const EARTH_M = 6_371_000;

/**
 * An urban speed for a straight line, in km/h: streets are not straight and there are lights, so
 * a car at 40–60 km/h covers a straight kilometre in about two minutes.
 */
export const URBAN_KMH = 30;

/** The two choices of a customer who does not share the position. */
export const MANUAL_MINUTES = [10, 5] as const;
export type ManualMinutes = (typeof MANUAL_MINUTES)[number];

/** After this long without news from the phone (a tab in the background), the board says "last seen". */
export const FRESH_FOR_MS = 90_000;

/** The line the owner can set: start the order when the car is this many minutes away (default 5). */
export const DEFAULT_START_MINUTES = 5;

/**
 * Reports taken per client address: a phone sends one every 15 s (40 in ten minutes), so three
 * phones in a car park behind one address fit; a script posting positions does not.
 */
export const APPROACH_LIMIT = { perClient: 120, windowMs: 10 * 60_000 } as const;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in whole metres. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** Whole minutes to cover `metres` at the urban speed, rounded up; 0 at the shop (within 100 m). */
export function minutesFor(metres: number): number {
  if (metres <= 100) return 0;
  return Math.ceil(metres / ((URBAN_KMH * 1000) / 60));
}

/** Whether `p` is a position on the earth (the browser's, or the owner's pin). */
export function isLatLng(p: LatLng): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

/** What the server keeps of a customer on the way: the latest figures only, never a trail. */
export interface Approach {
  /** Metres from the shop, in a straight line; null when the customer gave minutes by hand. */
  metres: number | null;
  minutes: number;
  /** When the phone last told us (ISO). */
  at: string;
  /** When the car first came within the owner's line (ISO): the order then tops its lane. */
  nearAt: string | null;
}

/**
 * How the board reads an approach at `now`: fresh, or "last seen" with its age in whole minutes
 * (the figures are then as they were, never moved on by a guess).
 */
export function approachState(
  approach: Pick<Approach, 'at'>,
  now: number,
): { fresh: true } | { fresh: false; minutesAgo: number } {
  const age = now - Date.parse(approach.at);
  if (age < FRESH_FOR_MS) return { fresh: true };
  return { fresh: false, minutesAgo: Math.max(1, Math.floor(age / 60_000)) };
}

/** Whether an approach has come within `line` minutes of the shop (the order should start). */
export function crossedLine(approach: Pick<Approach, 'minutes'>, line: number): boolean {
  return approach.minutes <= line;
}

/**
 * A distance as a customer reads it: kilometres with one decimal from 1 km (`2.1`), else metres
 * to the nearest 10 (`350`); Latin digits in both languages, like the shop's prices and times.
 */
export function distanceParts(metres: number): { unit: 'km' | 'm'; value: string } {
  const tens = Math.round(metres / 10) * 10;
  if (tens < 1000) return { unit: 'm', value: String(tens) };
  return { unit: 'km', value: (Math.round(metres / 100) / 10).toFixed(1).replace(/\.0$/, '') };
}
