import { Skeleton } from '@/client/components/ui/skeleton';

/** Shown while a page's code or data loads; `width` matches the page it stands for. */
export function PageSkeleton({ width = 'max-w-7xl' }: { width?: string }) {
  return (
    <div className={`mx-auto ${width} space-y-4 px-4 py-10`} aria-hidden="true">
      <Skeleton className="mx-auto h-9 w-64" />
      <Skeleton className="mx-auto h-4 w-96 max-w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
