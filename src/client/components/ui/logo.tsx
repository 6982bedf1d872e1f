import { useState } from 'react';
import { useStoreInfo } from '@/client/lib/store-info-query';
import { useShopName } from '@/client/lib/use-shop-name';

const BUILT_IN_LOGO = '/logo.svg';

/**
 * The shop's mark and name (Settings → General: the uploaded logo, else the built-in one, and the
 * site title); an image that fails to load gives way to the built-in logo, then to the favicon.
 */
export function Logo() {
  const uploaded = useStoreInfo().data?.general.siteLogo || null;
  const name = useShopName();
  const [failed, setFailed] = useState<string[]>([]);
  const src = [uploaded, BUILT_IN_LOGO, '/favicon.ico'].find((s) => s && !failed.includes(s))!;
  return (
    <>
      <img
        src={src}
        alt=""
        width={36}
        height={36}
        className="h-9 w-9 shrink-0 object-contain"
        data-testid="site-logo"
        onError={() => {
          console.warn(`Logo ${src} failed to load; showing the next one`);
          setFailed((f) => [...f, src]);
        }}
      />
      {/* Tight letters suit the Latin name only: letter-spacing breaks up joined Arabic script. A
          long site title is cut short on a phone rather than pushing the header's buttons away. */}
      <span
        dir="auto"
        className="truncate text-xl font-extrabold text-brand-800 [&:lang(en)]:tracking-tight"
        data-testid="site-title"
      >
        {name}
      </span>
    </>
  );
}
