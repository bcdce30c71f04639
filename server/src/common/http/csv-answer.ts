import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';

/** A route answering a CSV download, as the OpenAPI document says it. */
export const ApiCsv = () =>
  applyDecorators(ApiProduces('text/csv'), ApiOkResponse({ description: 'RFC 4180 CSV, UTF-8', content: { 'text/csv': { schema: { type: 'string' } } } }));

/** `csv` as a download named `fileName` (the route's answer, sent through `@Res({ passthrough: true })`). */
export function csvAnswer(response: Response, fileName: string, csv: string): string {
  response.type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  return csv;
}
