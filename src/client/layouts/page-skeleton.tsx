import { Skeleton } from '@/client/components/ui/skeleton';

/** Shown while a page's code loads. */
export function PageSkeleton() {
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-10" aria-hidden="true">
      <Skeleton className="mx-auto h-9 w-64" />
      <Skeleton className="mx-auto h-4 w-96 max-w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
