import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Mails the shop wrote to DATA_DIR/outbox (no MAIL_URL in the browser tests), decoded enough to read their text.
 * Waits until `count` mails to `to` exist and answers the newest.
 */
export async function waitForMail(to: string, count = 1, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.eml')).sort();
    } catch {
      // no mail yet
    }
    const mails = names
      .map((name) => readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, ''))
      .filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text));
    if (mails.length >= count) return mails[mails.length - 1] as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

export function otpFrom(mail: string): string {
  const code = /reset your password is: (\d{6})/.exec(mail)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
