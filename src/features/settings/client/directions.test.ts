import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_INFO } from '../store-defaults';
import { directionsUrl, telUrl } from './directions';

describe('the way to the shop', () => {
  it('opens the map at the owner’s pin when set, else searches the English address', () => {
    const contact = { ...DEFAULT_STORE_INFO.contact, addressEn: 'Asharij, Al Ain' };
    const unset = { contact, arrival: { lat: null, lng: null, startMinutes: 5 } };
    expect(directionsUrl(unset)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Asharij%2C%20Al%20Ain',
    );
    const pinned = { contact, arrival: { lat: 24.2192, lng: 55.7236, startMinutes: 5 } };
    expect(directionsUrl(pinned)).toBe('https://www.google.com/maps/search/?api=1&query=24.2192%2C55.7236');
  });

  it('dials the number without its spaces', () => {
    expect(telUrl('+971 2 555 0199')).toBe('tel:+97125550199');
  });
});
