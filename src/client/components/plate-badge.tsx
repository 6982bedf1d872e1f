import { useTranslation } from 'react-i18next';
import { EMIRATE_ABBREVIATION, type Plate } from '@/common/plates';

const SIZE = {
  sm: { box: 'gap-1.5 px-2 py-0.5 text-sm border', tag: 'text-[0.65rem] px-1' },
  md: { box: 'gap-2 px-2.5 py-0.5 text-2xl border-2', tag: 'text-xs px-1.5' },
  lg: { box: 'gap-2.5 px-3 py-1 text-3xl border-2', tag: 'text-sm px-1.5' },
} as const;

/**
 * A car plate drawn like one: the emirate's short name, the code and the number, dark on white,
 * always left to right (never mirrored in Arabic). Screen readers hear "Abu Dhabi plate 5 12345"
 * in the page's language. An order from before plates were structured shows its text as typed.
 */
export function PlateBadge({
  plate,
  text,
  size = 'sm',
  className = '',
}: {
  plate: Plate | null;
  text: string;
  size?: keyof typeof SIZE;
  className?: string;
}) {
  const { t } = useTranslation();
  const s = SIZE[size];
  const frame = `inline-flex max-w-full items-center rounded-lg border-stone-900 bg-white font-black tabular-nums whitespace-nowrap text-stone-950 shadow-[inset_0_0_0_2px_#fff,inset_0_0_0_3px_#d6d3d1] ${s.box} ${className}`;
  if (!plate) {
    return (
      <bdi dir="ltr" className={frame} data-plate={text}>
        <span className="sr-only">{t('plate.legacy')}: </span>
        {text}
      </bdi>
    );
  }
  return (
    <bdi dir="ltr" className={frame} data-plate={text}>
      <span className="sr-only">
        {t('plate.label', {
          emirate: t(`emirates.${plate.emirate}`),
          code: plate.code,
          number: plate.number,
        })}{' '}
      </span>
      <span
        aria-hidden="true"
        className={`rounded bg-stone-900 py-0.5 font-bold tracking-wide text-white ${s.tag}`}
      >
        {EMIRATE_ABBREVIATION[plate.emirate]}
      </span>{' '}
      <span aria-hidden="true">{plate.code}</span> <span aria-hidden="true">{plate.number}</span>
    </bdi>
  );
}
