import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { PdfFile } from './invoice.service.js';

/** A route answering a PDF download, as the OpenAPI document says it. */
export const ApiPdf = () =>
  applyDecorators(ApiProduces('application/pdf'), ApiOkResponse({ description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }));

/** A PDF as a download, never kept by a shared cache (it holds the customer's name and address). */
export function pdfAnswer(file: PdfFile): StreamableFile {
  return new StreamableFile(file.pdf, { type: 'application/pdf', disposition: `attachment; filename="${file.fileName}"`, length: file.pdf.length });
}
