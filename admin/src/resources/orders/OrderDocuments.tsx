import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { saveFile } from '@shop/openapi/save-file';
import { Button, useRecordContext } from 'react-admin';
import { type DownloadedFile, downloadCreditNote, downloadInvoice } from '../../api/exports';
import { useBusyAction } from '../../layout/useBusyAction';
import { fileNameOf } from '../../lib/files';
import { documentFileName } from './orderRules';
import type { Order } from './types';

export type DocumentButtonProps = { label: string; fallbackName: string; fetchFile: () => Promise<DownloadedFile> };

/** One download: fetched with the staff token (a plain link would carry none), then handed to the browser as a file. */
export const DocumentButton = ({ label, fallbackName, fetchFile }: DocumentButtonProps) => {
  const { busy, run } = useBusyAction();
  const download = () =>
    run(async () => {
      const { blob, contentDisposition } = await fetchFile();
      saveFile(blob, fileNameOf(contentDisposition, fallbackName));
    }, 'The file could not be downloaded.');
  return (
    <Button label={label} onClick={() => void download()} disabled={busy}>
      <ReceiptIcon />
    </Button>
  );
};

/** The order's GST tax invoice and its credit notes, once issued, as PDF downloads. */
export const OrderDocuments = () => {
  const order = useRecordContext<Order>();
  if (!order?.invoice) return null;
  const { invoice } = order;
  return (
    <>
      <DocumentButton label="Download invoice" fallbackName={documentFileName(invoice.number)} fetchFile={() => downloadInvoice(order.id)} />
      {order.creditNotes.map((note) => (
        <DocumentButton
          key={note.id}
          label={`Credit note ${note.number}`}
          fallbackName={documentFileName(note.number)}
          fetchFile={() => downloadCreditNote(order.id, note.id)}
        />
      ))}
    </>
  );
};
