import { describe, expect, it, vi } from 'vitest';
import { stubNodeBlobs } from '../test/stub-fetch';

// The typed client takes `fetch` and `Request` when it is created, so the stubs must exist before the import.
const fetchMock = await vi.hoisted(async () => (await import('../test/stub-fetch')).stubFetch());

const { downloadCreditNote, downloadInvoice, downloadSalesRegister } = await import('./exports');

stubNodeBlobs(fetchMock);

const pdf = () =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="SJ-26-27-000001.pdf"' },
  });

function sentRequest(n = 0) {
  const request = fetchMock.mock.calls[n][0] as Request;
  const url = new URL(request.url);
  return { path: url.pathname, query: url.searchParams, authorization: request.headers.get('Authorization') };
}

describe('tax documents and the sales register, fetched with the staff token', () => {
  it('the invoice and a credit note of an order, as files with the names the server suggests', async () => {
    localStorage.setItem('staffToken', 'staff.jwt.token');
    fetchMock.mockResolvedValueOnce(pdf()).mockResolvedValueOnce(pdf());

    const invoice = await downloadInvoice('o1');
    await downloadCreditNote('o1', 'cn1');

    expect(sentRequest(0)).toMatchObject({ path: '/api/admin/orders/o1/invoice', authorization: 'Bearer staff.jwt.token' });
    expect(sentRequest(1).path).toBe('/api/admin/orders/o1/credit-notes/cn1');
    expect(invoice.contentDisposition).toContain('SJ-26-27-000001.pdf');
    expect(await invoice.blob.text()).toBe('%PDF-1.7');
  });

  it('the sales register of a month', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Document,Number\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));

    const register = await downloadSalesRegister('2026-10');

    expect(sentRequest().path).toBe('/api/admin/sales-register');
    expect(sentRequest().query.get('month')).toBe('2026-10');
    expect(await register.blob.text()).toBe('Document,Number\n');
  });

  it('a refusal is the server’s sentence, not a file', async () => {
    const sentence = 'This order has no invoice yet.';
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: sentence, statusCode: 404, code: 'INVOICE_NOT_FOUND' }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
    );

    await expect(downloadInvoice('o2')).rejects.toMatchObject({ status: 404, code: 'INVOICE_NOT_FOUND', message: sentence });
  });
});
