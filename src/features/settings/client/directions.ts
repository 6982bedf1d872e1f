import type { StoreInfo } from '../settings.schema';

/** The shop on a map (Google Maps search by the English address: it opens the phone's maps app). */
export function directionsUrl(contact: StoreInfo['contact']): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contact.addressEn)}`;
}

/** `tel:` link for a phone number as displayed ("+971 2 555 0199"). */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}
