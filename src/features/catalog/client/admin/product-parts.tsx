import { ImageOff } from 'lucide-react';
import type { Locale } from '@/common/locales';
import { nameIn, other } from './product-name';

/** A small square thumbnail, or a placeholder when there is no image. */
export function Thumb({ src, size = 48 }: { src: string | null; size?: number }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-lg object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      className="flex shrink-0 items-center justify-center rounded-lg bg-stone-100"
      style={{ width: size, height: size }}
    >
      <ImageOff aria-hidden="true" className="h-5 w-5 text-stone-400" />
    </span>
  );
}

/** The name in the screen's language, the other language beneath. */
export function TwoNames({ item, locale }: { item: { nameEn: string; nameAr: string }; locale: Locale }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-stone-900">{nameIn(item, locale)}</span>
      <span className="block text-xs text-stone-600">
        <bdi lang={other(locale)}>{nameIn(item, other(locale))}</bdi>
      </span>
    </span>
  );
}
