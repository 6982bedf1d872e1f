import { useFormatMoney } from './price-format';

/** A price in the current language and the shop's format, isolated so it never reverses inside Arabic text. */
export function Price({ fils, className }: { fils: number; className?: string }) {
  const format = useFormatMoney();
  return (
    <bdi className={`whitespace-nowrap ${className ?? ''}`} dir="ltr">
      {format(fils)}
    </bdi>
  );
}
