import type { StoreInfo } from '../settings.schema';

/**
 * The shop on a map (it opens the phone's maps app): at the owner's pin when set (Settings →
 * Store, the same point "on my way" measures from), else a search by the English address.
 */
export function directionsUrl(info: Pick<StoreInfo, 'contact' | 'arrival'>): string {
  const { lat, lng } = info.arrival;
  const query = lat !== null && lng !== null ? `${lat},${lng}` : info.contact.addressEn;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** `tel:` link for a phone number as displayed ("+971 2 555 0199"). */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}
