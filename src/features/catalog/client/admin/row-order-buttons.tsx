import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/**
 * A list row's Up, Down and Remove icon buttons (a product's sizes, an option group's options):
 * the first row cannot go up, the last down, and the only one cannot be removed. Each is named
 * with the row for screen readers (`labels`).
 */
export function RowOrderButtons({
  index,
  count,
  labels,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <span className="ms-auto flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        disabled={index === 0}
        aria-label={labels.up}
        onClick={() => onMove(index, -1)}
      >
        <ArrowUp aria-hidden="true" className="h-5 w-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled={index === count - 1}
        aria-label={labels.down}
        onClick={() => onMove(index, 1)}
      >
        <ArrowDown aria-hidden="true" className="h-5 w-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-red-700"
        disabled={count === 1}
        aria-label={labels.remove}
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden="true" className="h-5 w-5" />
      </Button>
    </span>
  );
}
