import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { loadConfig, type RuntimeConfig } from '../../src/config/config.js';
import { type Mail, MailService } from '../../src/modules/mail/mail.service.js';
import { parseMail, startSmtp, type TestSmtp } from '../helpers/smtp.js';

let smtp: TestSmtp;
let dataDir: string;

/** MailService as the app builds it, sending through `mailUrl` (SMTP) or, without it, to DATA_DIR/outbox. */
function mailService(mailUrl: string | undefined): MailService {
  const config: RuntimeConfig = { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir, mailUrl, databaseUrl: '', jwtSecret: '' };
  return new MailService(config);
}

/** A small real PDF, with every byte value after it so that any text-mode mangling of the attachment shows. */
async function pdfBytes(): Promise<Buffer> {
  const pdf = new PDFDocument({ info: { CreationDate: new Date('2026-11-28T00:00:00Z') } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  pdf.text('Tax invoice SJ/26-27/000123');
  pdf.end();
  return Buffer.concat([await done, Buffer.from(Array.from({ length: 256 }, (_, byte) => byte))]);
}

const invoiceMail = (pdf: Buffer): Mail => ({
  to: 'ananya@example.test',
  subject: 'Your order has shipped',
  text: 'Your tax invoice is attached.',
  html: '<p>Your tax invoice is attached.</p>',
  attachments: [{ filename: 'Invoice SJ-26-27-000123.pdf', content: pdf, contentType: 'application/pdf' }],
});

beforeAll(async () => {
  // The service logs each mail; the app's tests silence that through LOG_LEVEL, these build the service alone.
  Logger.overrideLogger(false);
  smtp = await startSmtp();
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('MailService attachments', () => {
  it('sends a PDF through SMTP that arrives byte for byte, beside the text and HTML bodies', async () => {
    const mail = mailService(smtp.url);
    const pdf = await pdfBytes();
    await mail.send(invoiceMail(pdf));
    mail.onApplicationShutdown();
    const received = await smtp.waitFor('ananya@example.test', (m) => m.subject === 'Your order has shipped');
    expect(received.text).toContain('Your tax invoice is attached.');
    expect(received.html).toContain('<p>Your tax invoice is attached.</p>');
    expect(received.attachments).toHaveLength(1);
    const [attachment] = received.attachments;
    expect(attachment.filename).toBe('Invoice SJ-26-27-000123.pdf');
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.content.equals(pdf)).toBe(true);
  });

  it('writes the attachment into the outbox .eml when no SMTP server is configured', async () => {
    const mail = mailService(undefined);
    const pdf = await pdfBytes();
    await mail.send(invoiceMail(pdf));
    mail.onApplicationShutdown();
    const [file] = readdirSync(path.join(dataDir, 'outbox'));
    const parsed = parseMail(readFileSync(path.join(dataDir, 'outbox', file)));
    expect(parsed.attachments.map((a) => a.filename)).toEqual(['Invoice SJ-26-27-000123.pdf']);
    expect(parsed.attachments[0].content.equals(pdf)).toBe(true);
  });

  it('sends a mail without attachments as before: no attachment part', async () => {
    const mail = mailService(smtp.url);
    await mail.send({ to: 'meera@example.test', subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>' });
    mail.onApplicationShutdown();
    const received = await smtp.waitFor('meera@example.test');
    expect(received.text).toContain('Hello');
    expect(received.attachments).toEqual([]);
  });
});
