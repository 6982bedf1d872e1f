import { Star, StarHalf } from 'lucide-react';
import { starFills } from './star-fills';

const SIZES = { sm: 'h-4 w-4', md: 'h-5 w-5' } as const;

/**
 * Five stars for a rating in halves (4.5 = four and a half). They fill from the reading start:
 * left to right in English, right to left in Arabic (the row follows the direction), so the
 * half star's filled half is turned to face the full stars in Arabic (`rtl:` mirrors it). Empty
 * stars and the rest of a half star are outlined. `label` names the rating for screen readers;
 * the stars themselves are decoration.
 */
export function ReviewStars({
  rating,
  label,
  size = 'sm',
}: {
  rating: number;
  label: string;
  size?: keyof typeof SIZES;
}) {
  const box = SIZES[size];
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0 gap-0.5">
      {starFills(rating).map((fill, i) => (
        <span key={i} aria-hidden="true" data-star={fill} className={`relative ${box}`}>
          <Star
            className={`absolute inset-0 ${box} ${fill === 'full' ? 'fill-citrus-500 text-citrus-500' : 'text-stone-300'}`}
          />
          {fill === 'half' && (
            <StarHalf
              data-half=""
              className={`absolute inset-0 ${box} fill-citrus-500 text-citrus-500 rtl:-scale-x-100`}
            />
          )}
        </span>
      ))}
    </span>
  );
}
