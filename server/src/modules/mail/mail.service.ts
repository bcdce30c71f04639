import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';

/** A file sent with a mail, e.g. the invoice PDF with the payment or shipping mail. */
export type MailAttachment = {
  filename: string;
  content: Buffer;
  /** The MIME type: 'application/pdf'. */
  contentType: string;
};

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/**
 * Whether `address` is on the top-level domain `.invalid`, which RFC 2606 reserves for names that can never exist: no
 * mail can reach it. The demo shop's customers and seller have such addresses, so the demo orders the jobs or staff
 * change later mail nobody.
 */
export function isUndeliverable(address: string): boolean {
  return /@[^@\s<>]+\.invalid>?$/i.test(address.trim());
}

/**
 * Sends mail through SMTP when MAIL_URL is set; otherwise writes each message as an .eml file in DATA_DIR/outbox.
 * Mail to an address that cannot exist (isUndeliverable) is dropped with a log line.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  readonly outboxDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {
    this.outboxDir = path.join(config.dataDir, 'outbox');
    this.transport = config.mailUrl
      ? nodemailer.createTransport(config.mailUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: Mail): Promise<void> {
    if (isUndeliverable(mail.to)) {
      this.logger.log(`not sent "${mail.subject}": ${mail.to} is on the reserved .invalid domain`);
      return;
    }
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (this.config.mailUrl) {
      this.logger.log(`sent "${mail.subject}"`);
      return;
    }
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(path.join(this.outboxDir, name), (info as { message: Buffer }).message);
    this.logger.log(`wrote "${mail.subject}" to outbox/${name}`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
