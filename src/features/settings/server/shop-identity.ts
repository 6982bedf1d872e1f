import { shopNames, shopSignature, type ShopNames } from '@/common/shop-name';
import type { Db } from '@/server/db/client';
import { loadStoreInfo } from './settings.service';

/** What an e-mail says the shop is (Settings → General): its name in each language and its logo. */
export interface ShopIdentity {
  names: ShopNames;
  /** "عصير Aseer", or the owner's names (once when the same): the end of a subject line. */
  signature: string;
  /** An absolute address of the logo: the uploaded one, else the built-in icon. */
  logoUrl: string;
}

/** Read at each e-mail, so a changed site title or logo is in the next one. */
export async function loadShopIdentity(db: Db, publicUrl: string): Promise<ShopIdentity> {
  const { general } = await loadStoreInfo(db);
  const base = publicUrl.replace(/\/+$/, '');
  return {
    names: shopNames(general),
    signature: shopSignature(general),
    logoUrl: `${base}${general.siteLogo || '/icon-192.png'}`,
  };
}
