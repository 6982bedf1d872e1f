import type { Plate } from '@/common/plates';
import { PlateBadge } from '@/client/components/plate-badge';

/** `#1042`, never reversed inside Arabic text. */
export function OrderNumber({ number, className = '' }: { number: number; className?: string }) {
  return (
    <bdi dir="ltr" className={`font-bold tabular-nums ${className}`}>
      #{number}
    </bdi>
  );
}

/** A car plate as staff look for it in the car park (see PlateBadge): read left to right in both languages. */
export function CarPlate({
  order,
  size = 'sm',
}: {
  order: { carPlate: string; plate: Plate | null };
  size?: 'sm' | 'md' | 'lg';
}) {
  return <PlateBadge plate={order.plate} text={order.carPlate} size={size} />;
}
