/**
 * A grey placeholder where content is coming. It pulses only once the wait is long (3 s): a
 * placeholder that pulses from the first paint has the phone draw a new frame sixty times a second
 * for as long as it shows, while the page is still loading and starting (decision 088).
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-xl bg-stone-200 [animation-delay:3s] ${className}`}
    />
  );
}
