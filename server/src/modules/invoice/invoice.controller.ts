import { Controller, Get, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { InvoiceService } from './invoice.service.js';
import { ApiPdf, pdfAnswer } from './pdf-answer.js';

/** The customer's downloads of their order's GST tax invoice and credit notes (the order detail page). */
@ApiTags('invoice')
@Controller('home/customer/order/:orderId')
export class InvoiceController {
  constructor(private readonly invoices: InvoiceService) {}

  @Get('invoice')
  @ApiPdf()
  @ApiOperation({
    summary: "Your order's GST tax invoice as a PDF",
    description:
      "The GST tax invoice of the caller's own order, as a PDF download. An order is invoiced when its online payment " +
      'is received, or when it ships for cash on delivery. Fails: 400 `VALIDATION_FAILED` when orderId is not a UUID; ' +
      "404 `ORDER_NOT_FOUND` for an unknown order or someone else's, `INVOICE_NOT_FOUND` before it is invoiced.",
  })
  @ApiErrors(400, 401, 404)
  async invoice(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string): Promise<StreamableFile> {
    return pdfAnswer(await this.invoices.documentPdf(caller, 'storefront', orderId));
  }

  @Get('credit-notes/:creditNoteId')
  @ApiPdf()
  @ApiOperation({
    summary: 'A credit note of your order as a PDF',
    description:
      "A credit note reversing the invoice of the caller's own cancelled or refunded order, as a PDF download (the " +
      "order answer's `creditNotes` lists them). Fails: 400 `VALIDATION_FAILED` when an id is not a UUID; 404 " +
      "`ORDER_NOT_FOUND` for an unknown order or someone else's, `CREDIT_NOTE_NOT_FOUND` for a credit note not of this order.",
  })
  @ApiErrors(400, 401, 404)
  async creditNote(
    @CurrentUser() caller: AuthUser,
    @UuidParam('orderId') orderId: string,
    @UuidParam('creditNoteId') creditNoteId: string,
  ): Promise<StreamableFile> {
    return pdfAnswer(await this.invoices.documentPdf(caller, 'storefront', orderId, creditNoteId));
  }
}
