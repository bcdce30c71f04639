import { AppError, commonErrors, invalidField } from '../../common/errors/app-error.js';

export const InvoiceErrorCode = {
  /** The same code as the order module's: to a caller, an order that is not theirs does not exist. */
  OrderNotFound: 'ORDER_NOT_FOUND',
  InvoiceNotFound: 'INVOICE_NOT_FOUND',
  CreditNoteNotFound: 'CREDIT_NOTE_NOT_FOUND',
} as const;

export const invoiceErrors = {
  orderNotFound: () => new AppError('not_found', InvoiceErrorCode.OrderNotFound, 'This order does not exist.'),
  notInvoiced: () =>
    new AppError('not_found', InvoiceErrorCode.InvoiceNotFound, 'This order has no invoice yet: it is issued when the payment is received, or when a cash-on-delivery order ships.'),
  creditNoteNotFound: () => new AppError('not_found', InvoiceErrorCode.CreditNoteNotFound, 'This order has no such credit note.'),
  notWhollyYours: () => commonErrors.forbidden("Only an admin can download the documents of an order that holds other shops' pieces."),
  badMonth: () => invalidField('month', 'month must be a month as YYYY-MM, e.g. 2026-11'),
};
