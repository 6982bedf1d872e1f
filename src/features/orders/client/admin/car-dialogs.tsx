import { HandoverDialog } from './handover-dialog';
import { MarkPaidSheet, type PayTarget } from './mark-paid-sheet';
import { usePayParam } from './pay-params';

/** The board's and kitchen mode's sheets: how an order was paid, and handing over an unpaid one. */
export function CarDialogs({
  paying,
  handing,
  onClose,
}: {
  paying: PayTarget | null;
  handing: PayTarget | null;
  onClose: () => void;
}) {
  const back = usePayParam();
  return (
    <>
      <MarkPaidSheet
        order={paying ?? back.target}
        onClose={() => {
          back.clear();
          onClose();
        }}
      />
      <HandoverDialog order={handing} onClose={onClose} />
    </>
  );
}
