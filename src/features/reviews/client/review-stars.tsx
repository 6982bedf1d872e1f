import { Star, StarHalf } from 'lucide-react';

const SIZES = { sm: 'h-4 w-4', md: 'h-5 w-5' } as const;

/**
 * Five stars for a rating in halves (4.5 = four and a half). They fill from the reading start:
 * left to right in English, right to left in Arabic (the row follows the direction), so the
 * half star's filled half is turned to face the full stars in Arabic. `label` names the rating
 * for screen readers; the stars themselves are decoration.
 */
export function ReviewStars({ rating, label, size = 'sm' }: { rating: number; label: string; size?: keyof typeof SIZES }) {
  const box = SIZES[size];
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0 gap-0.5">
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden="true" className={`relative ${box}`}>
          <Star className={`absolute inset-0 ${box} ${rating >= i ? 'fill-citrus-500 text-citrus-500' : 'text-stone-300'}`} />
          {rating < i && rating >= i - 0.5 && (
            <StarHalf data-half="" className={`absolute inset-0 ${box} fill-citrus-500 text-citrus-500 rtl:-scale-x-100`} />
          )}
        </span>
      ))}
    </span>
  );
}
