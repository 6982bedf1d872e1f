import { useStoreInfo } from '@/client/lib/store-info-query';
import { useShopName } from '@/client/lib/use-shop-name';

/**
 * The shop's icon and home-screen name from Settings → General, hoisted into `<head>` by React (on
 * the server too, where they replace index.html's built-in ones: see composePage). Without an
 * uploaded favicon the built-in icons stay.
 */
export function ShopHead() {
  const favicon = useStoreInfo().data?.general.siteFavicon;
  const name = useShopName();
  return (
    <>
      {favicon && <link rel="icon" href={favicon} />}
      <meta name="apple-mobile-web-app-title" content={name} />
    </>
  );
}
