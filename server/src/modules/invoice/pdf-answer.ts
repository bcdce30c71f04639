import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { PdfFile } from './invoice.service.js';

/** A route answering a PDF download, as the OpenAPI document says it. */
export const ApiPdf = () =>
  applyDecorators(ApiProduces('application/pdf'), ApiOkResponse({ description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }));

/** A PDF as a download (every route serving one is signed-in only, so the answer is `private, no-store`). */
export function pdfAnswer(file: PdfFile): StreamableFile {
  return new StreamableFile(file.pdf, { type: 'application/pdf', disposition: `attachment; filename="${file.fileName}"`, length: file.pdf.length });
}
