import { formatAed } from '@/common/money';
import { useLocale } from '@/client/lib/use-locale';

/** A price in the current language, isolated so it never reverses inside Arabic text. */
export function Price({ fils, className }: { fils: number; className?: string }) {
  const locale = useLocale();
  return (
    <bdi className={`whitespace-nowrap ${className ?? ''}`} dir="ltr">
      {formatAed(fils, locale)}
    </bdi>
  );
}
