import { Skeleton } from '@/client/components/ui/skeleton';

/** The outline of a page heading: a title and a line of introduction, centred. */
function Heading() {
  return (
    <div className="space-y-3">
      <Skeleton className="mx-auto h-9 w-56" />
      <Skeleton className="mx-auto h-4 w-80 max-w-full" />
    </div>
  );
}

/** A white card holding `fields` labelled inputs and a button, as the forms are drawn. */
function FormCard({ fields }: { fields: number }) {
  return (
    <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="h-12 w-full rounded-full sm:w-40" />
    </div>
  );
}

const SHAPES = {
  login: (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10 sm:py-14">
      <Heading />
      <FormCard fields={2} />
    </div>
  ),
  signup: (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10 sm:py-14">
      <Heading />
      <FormCard fields={5} />
    </div>
  ),
  contact: (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <Heading />
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-11 rounded-full" />
        <Skeleton className="h-11 rounded-full" />
      </div>
      <FormCard fields={4} />
    </div>
  ),
  about: (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <Heading />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  ),
  checkout: (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <Heading />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <FormCard fields={4} />
        <Skeleton className="h-56" />
      </div>
    </div>
  ),
  profile: (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Heading />
      <Skeleton className="h-11 w-full" />
      <FormCard fields={3} />
    </div>
  ),
};

export type SkeletonShape = keyof typeof SHAPES | 'page';

/**
 * Shown while a page's code or data loads: grey blocks where that page's heading, cards and form
 * will be, so the page arrives in place (the layout's main area is at least a screen tall
 * meanwhile, so the footer never shows in the first screen only to be pushed away). The plain
 * `page` shape takes the `width` of the page it stands for.
 */
export function PageSkeleton({
  shape = 'page',
  width = 'max-w-7xl',
}: {
  shape?: SkeletonShape;
  width?: string;
}) {
  return (
    <div aria-hidden="true">
      {shape === 'page' ? (
        <div className={`mx-auto ${width} space-y-6 px-4 py-10`}>
          <Heading />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        SHAPES[shape]
      )}
    </div>
  );
}
