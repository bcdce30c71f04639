import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { ApiCsv, csvAnswer } from '../../common/http/csv-answer.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { SalesRegisterQueryDto } from './dto/sales-register.query.dto.js';
import { InvoiceService } from './invoice.service.js';
import { ApiPdf, pdfAnswer } from './pdf-answer.js';

/** The console's tax documents: an order's invoice and credit notes, and the month's sales register. */
@ApiTags('invoice')
@Roles('admin', 'seller')
@Controller('admin')
export class InvoiceAdminController {
  constructor(private readonly invoices: InvoiceService) {}

  @Get('orders/:id/invoice')
  @ApiPdf()
  @ApiOperation({
    summary: "An order's GST tax invoice as a PDF (admin; a seller only for an order wholly of their pieces)",
    description:
      "The order's GST tax invoice as a PDF download. Admins download any order's; a seller only an order whose every " +
      'line is theirs (the invoice shows the whole order). Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 403 ' +
      "`FORBIDDEN` for a seller and an order holding other shops' pieces; 404 `ORDER_NOT_FOUND`, `INVOICE_NOT_FOUND` " +
      'before it is invoiced.',
  })
  @ApiErrors(400, 401, 403, 404)
  async invoice(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string): Promise<StreamableFile> {
    return pdfAnswer(await this.invoices.documentPdf(caller, 'console', id));
  }

  @Get('orders/:id/credit-notes/:creditNoteId')
  @ApiPdf()
  @ApiOperation({
    summary: "A credit note of an order as a PDF (admin; a seller only for an order wholly of their pieces)",
    description:
      "A credit note reversing the order's invoice, as a PDF download; who may: as for the invoice. Fails: 400 " +
      '`VALIDATION_FAILED` when an id is not a UUID; 403 `FORBIDDEN`; 404 `ORDER_NOT_FOUND`, `CREDIT_NOTE_NOT_FOUND`.',
  })
  @ApiErrors(400, 401, 403, 404)
  async creditNote(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string, @UuidParam('creditNoteId') creditNoteId: string): Promise<StreamableFile> {
    return pdfAnswer(await this.invoices.documentPdf(caller, 'console', id, creditNoteId));
  }

  @Get('sales-register')
  @Roles('admin')
  @ApiCsv()
  @ApiOperation({
    summary: "A month's sales register as CSV (admins): every invoice and credit note, credit notes negative, with a totals row",
    description:
      'Every invoice and credit note issued in the month (Indian time), what GSTR-1 is filed from, as a CSV download ' +
      '(UTF-8, RFC 4180, `Content-Disposition: attachment; filename="sales-register-YYYY-MM.csv"`): Document, Number, ' +
      'Date (DD-MM-YYYY, IST), Customer, Place of supply (code-state), Taxable value, CGST, SGST, IGST, Total in rupees; ' +
      'invoices then credit notes, each by number; credit notes as negatives; a last Total row. Fails: 400 ' +
      '`VALIDATION_FAILED` for a month not of the form YYYY-MM; 403 `FORBIDDEN` for a seller.',
  })
  @ApiErrors(400, 401, 403)
  async salesRegister(@Query() query: SalesRegisterQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const { csv, fileName } = await this.invoices.salesRegister(query.month);
    return csvAnswer(response, fileName, csv);
  }
}
