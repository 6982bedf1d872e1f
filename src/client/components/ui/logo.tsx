import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The shop's mark and name; falls back to the favicon if the logo image fails to load. */
export function Logo() {
  const { t } = useTranslation();
  const [src, setSrc] = useState('/logo.svg');
  return (
    <>
      <img
        src={src}
        alt=""
        width={36}
        height={36}
        className="h-9 w-9"
        onError={() => {
          console.warn('Logo failed to load; showing the favicon instead');
          setSrc('/favicon.ico');
        }}
      />
      {/* Tight letters suit the Latin name only: letter-spacing breaks up joined Arabic script. */}
      <span className="text-xl font-extrabold text-brand-800 [&:lang(en)]:tracking-tight">
        {t('brand.name')}
      </span>
    </>
  );
}
