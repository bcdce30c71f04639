import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';

export type CancelOrderDialogProps = { busy: boolean; onConfirm: () => void; onCancel: () => void };

/** The confirmation before an order is cancelled. */
export function CancelOrderDialog({ busy, onConfirm, onCancel }: CancelOrderDialogProps) {
  return (
    <ConfirmDialog
      title="Cancel this order?"
      message="Its pieces go back on sale and a coupon it used can be used again. A paid order is refunded."
      confirmLabel="Yes, cancel it"
      cancelLabel="Keep the order"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
