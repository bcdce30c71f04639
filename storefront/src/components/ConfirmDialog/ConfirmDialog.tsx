import { Modal } from '../Modal/Modal';
import './ConfirmDialog.css';

export type ConfirmDialogProps = {
  title: string;
  /** The sentence that says what will happen. */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirmed action is on its way: the buttons wait for it. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before something that cannot simply be undone (spec 8's 'Are you sure?'): confirm or cancel. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = 'Cancel', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title={title} description={message} onClose={busy ? () => undefined : onCancel}>
      <div className="button-row confirm-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

export type MessageDialogProps = {
  title: string;
  message: string;
  /** The one button's label. */
  closeLabel?: string;
  tone?: 'success' | 'error';
  onClose: () => void;
};

/** Tells the outcome of something (spec 4's 'Order Placed', spec 8's 'Error') and waits to be closed. */
export function MessageDialog({ title, message, closeLabel = 'OK', tone = 'success', onClose }: MessageDialogProps) {
  return (
    <Modal title={title} description={message} onClose={onClose} className={`message-dialog message-dialog--${tone}`}>
      <div className="button-row confirm-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </Modal>
  );
}
