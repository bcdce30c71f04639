import { apiErrorMessage } from '../../api/client';
import type { Order } from '../../features/orders/api';
import { DOCUMENT_DOWNLOAD_FAILED, ORDER_FALLBACK } from '../../features/orders/messages';
import { formatOrderDate } from '../../features/orders/order-labels';
import { useDownloadDocument } from '../../features/orders/use-download-document';
import { formatPrice } from '../../lib/money';
import { OrderCardSection } from './OrderCardSection';
import './OrderDocuments.css';

export type OrderDocumentsProps = { order: Order };

/**
 * The order's GST tax invoice and its credit notes (issue 16), each a PDF to download; nothing before the order is
 * invoiced (on payment online, or when a cash-on-delivery order ships). A failed download says so beside them.
 */
export function OrderDocuments({ order }: OrderDocumentsProps) {
  const download = useDownloadDocument();
  const { invoice, creditNotes } = order;
  if (invoice === null && creditNotes.length === 0) return null;
  const busy = (number: string) => download.isPending && download.variables.number === number;

  return (
    <OrderCardSection title="Tax invoice">
      <ul className="order-documents__list">
        {invoice === null ? null : (
          <li>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => download.mutate({ orderId: order._id, number: invoice.number })}
              disabled={busy(invoice.number)}
            >
              Download invoice
            </button>
            <span className="order-documents__detail">
              {invoice.number} · <time dateTime={invoice.issuedAt}>{formatOrderDate(invoice.issuedAt)}</time>
            </span>
          </li>
        )}
        {creditNotes.map((note) => (
          <li key={note.id}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => download.mutate({ orderId: order._id, number: note.number, creditNoteId: note.id })}
              disabled={busy(note.number)}
              aria-label={`Download credit note ${note.number}`}
            >
              Download credit note
            </button>
            <span className="order-documents__detail">
              {note.number} · {formatPrice(note.total)} · <time dateTime={note.issuedAt}>{formatOrderDate(note.issuedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
      {download.isError ? (
        <p className="order-documents__error" role="alert">
          {DOCUMENT_DOWNLOAD_FAILED} {download.variables.number}: {apiErrorMessage(download.error, ORDER_FALLBACK)} Please try again.
        </p>
      ) : null}
    </OrderCardSection>
  );
}
