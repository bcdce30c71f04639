import { saveFile } from '@shop/openapi/save-file';
import { useMutation } from '@tanstack/react-query';
import { ordersApi } from './api';
import { documentFileName } from './order-labels';

/** Which of an order's documents: its invoice, or one of its credit notes. */
export type DocumentRequest = { orderId: string; number: string; creditNoteId?: string };

/**
 * Downloads an order's invoice or a credit note (issue 16) with the signed-in customer's token through the typed
 * client, and saves it under its number. The caller shows the failure; the variables say which one failed.
 */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async ({ orderId, number, creditNoteId }: DocumentRequest) => {
      const pdf = creditNoteId === undefined ? await ordersApi.invoice(orderId) : await ordersApi.creditNote(orderId, creditNoteId);
      saveFile(pdf, documentFileName(number));
    },
  });
}
