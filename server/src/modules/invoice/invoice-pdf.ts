/**
 * PLACEHOLDER until helper "pdf"'s invoice-pdf.ts is merged (branch pdf): the same signature, printing a one-page PDF
 * with the document's number only. Replaced whole by that file.
 */
import type { TaxDocument } from './document.js';

export async function renderTaxDocument(doc: TaxDocument): Promise<Buffer> {
  const text = `${doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${doc.number}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 50 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
