import type { Locale } from '@/common/locales';

export { isolate } from '@/common/text';

export const nameIn = (n: { nameEn: string; nameAr: string }, locale: Locale) => (locale === 'ar' ? n.nameAr : n.nameEn);

/** `#1042`, never reversed inside Arabic text. */
export function OrderNumber({ number, className = '' }: { number: number; className?: string }) {
  return (
    <bdi dir="ltr" className={`font-bold tabular-nums ${className}`}>
      #{number}
    </bdi>
  );
}

const PLATE = {
  sm: 'px-2 py-0.5 text-sm border',
  md: 'px-2.5 py-0.5 text-2xl border-2',
  lg: 'px-3 py-1 text-3xl border-2',
} as const;

/**
 * A car plate as staff look for it in the car park: dark on white in a plate-like frame, read
 * left to right in both languages.
 */
export function CarPlate({ plate, size = 'sm', label }: { plate: string; size?: keyof typeof PLATE; label?: string }) {
  return (
    <>
      {label && <span className="sr-only">{label}: </span>}
      <bdi
      dir="ltr"
      className={`inline-block max-w-full rounded-lg border-stone-900 bg-white font-black tracking-wide tabular-nums whitespace-nowrap text-stone-950 shadow-[inset_0_0_0_2px_#fff,inset_0_0_0_3px_#d6d3d1] ${PLATE[size]}`}
    >
      {plate}
      </bdi>
    </>
  );
}
