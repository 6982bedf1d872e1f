import './printable-document.css';
import { ArrowLeft, ArrowRight, Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/client/components/admin/load-error';
import { SegmentedChoice } from '@/client/components/admin/segmented-choice';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { Skeleton } from '@/client/components/ui/skeleton';

/** The papers a document prints on (printable-document.css): a receipt's sheet, an 80 mm roll, A4. */
type Paper = 'receipt' | 'roll' | 'a4';

/** How wide each paper shows on screen: about as wide as it prints. */
const SHEET: Record<Paper, string> = {
  receipt: 'mx-auto max-w-md p-6',
  roll: 'max-w-sm p-4',
  a4: 'max-w-3xl p-4',
};

/** Where a document comes from: a TanStack query's result, or the data already in hand. */
interface DocumentSource<T> {
  data: T | undefined;
  isError?: boolean;
  refetch?: () => unknown;
}

/**
 * A document of the back office that prints alone (the receipt, a credit note, a Z report): its
 * toolbar (back, the paper when there is a choice, Print, the screen's own actions), the sheet it
 * prints on, and what shows while it loads or when it cannot. `children` is the document's own
 * body; what Print prints is only the sheet (printable-document.css), on the paper chosen here.
 */
export function PrintableDocument<T>({
  id,
  source,
  loadFailed,
  back,
  papers = ['receipt'],
  actions,
  children,
}: {
  /** The sheet's element id, which journeys and anchors find it by. */
  id: string;
  source: DocumentSource<T>;
  /** Said in place of the document when it could not be loaded. */
  loadFailed: string;
  back?: { to: string; label: string };
  /** The papers it prints on, the first chosen at first; a choice is shown when there are two. */
  papers?: readonly [Paper, ...Paper[]];
  /** More buttons after Print (the shop's printer, CSV), with the document once it is loaded. */
  actions?: (data: T | undefined) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation('admin');
  const [paper, setPaper] = useState<Paper>(papers[0]);
  const { data } = source;
  const Back = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;
  const centred = paper === 'receipt';
  return (
    <div>
      <div className={`flex flex-wrap items-center gap-2 ${centred ? 'mx-auto mb-4 max-w-md' : 'mb-3'}`}>
        {back && (
          <Link to={back.to} className={`${buttonClass('ghost')} me-auto`}>
            <Back aria-hidden="true" className="h-4 w-4" />
            {back.label}
          </Link>
        )}
        {papers.length > 1 && (
          <SegmentedChoice
            label={t('print.paper')}
            choices={papers}
            chosen={paper}
            onChoose={setPaper}
            choiceLabel={(p) => t(p === 'a4' ? 'print.a4' : 'print.roll')}
          />
        )}
        {/* Beside a paper choice, Print is not a second filled pill. */}
        <Button variant={centred ? 'primary' : 'outline'} onClick={() => window.print()} disabled={!data}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t('print.button')}
        </Button>
        {actions?.(data)}
      </div>
      {data !== undefined ? (
        <article
          id={id}
          data-printable="true"
          data-paper={paper}
          className={`rounded-2xl border border-stone-200 bg-white text-stone-900 shadow-sm ${SHEET[paper]}`}
        >
          {children(data)}
        </article>
      ) : source.isError ? (
        <div className={centred ? 'mx-auto max-w-md' : undefined}>
          <LoadError message={loadFailed} onRetry={() => void source.refetch?.()} />
        </div>
      ) : (
        <Skeleton className={centred ? 'mx-auto h-96 max-w-md' : 'h-64'} />
      )}
    </div>
  );
}
