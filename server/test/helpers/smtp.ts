import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as a mail client reads it: unfolded, decoded headers (names lower-case), and its text and HTML bodies. */
export type ParsedMail = {
  headers: Record<string, string>;
  subject: string;
  /** The first text/plain part, decoded ('' when there is none). */
  text: string;
  /** The first text/html part, decoded ('' when there is none). */
  html: string;
  /** The parts sent as attachments, their bytes decoded. */
  attachments: ReceivedAttachment[];
};

export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };

export type ReceivedMail = ParsedMail & { to: string[] };

export type TestSmtp = {
  url: string;
  mails: ReceivedMail[];
  /** Waits for a mail to `to` matching `predicate` (default: any), at most `timeoutMs`. */
  waitFor: (to: string, predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

type Part = { headers: Record<string, string>; body: Buffer };

/** Bytes in `charset` as text; an unknown charset is read as UTF-8. */
function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset.trim().split('*')[0]).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Quoted-printable to the bytes it stands for: soft line breaks dropped, =XX escapes turned back into their byte. */
function quotedPrintableBytes(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}

/**
 * RFC 2047 encoded words (`=?UTF-8?Q?=E2=82=B9?=`, `=?UTF-8?B?4oK5?=`) as text. The space between adjacent words is
 * not part of the text, and the bytes of a run of words are decoded together: a character may be split between two.
 */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  return value.replace(/(\?=)[ \t]+(?==\?)/g, '$1').replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
    const words = [...run.matchAll(word)];
    const bytes = Buffer.concat(
      words.map(([, , encoding, data]) =>
        encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : quotedPrintableBytes(data.replace(/_/g, ' ')),
      ),
    );
    return decodeCharset(bytes, words[0][1]);
  });
}

/** `text/plain; charset="utf-8"` as its type (lower-case) and parameters (names lower-case, quotes removed). */
function parseContentType(value = 'text/plain'): { type: string; params: Record<string, string> } {
  const [type, ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const match of rest.join(';').matchAll(/([\w*.-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]+)/g)) {
    const raw = match[2];
    params[match[1].toLowerCase()] = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
  }
  return { type: type.trim().toLowerCase(), params };
}

/** Headers (unfolded, words decoded) and body bytes of a message or of one of its MIME parts. */
function splitPart(raw: Buffer): Part {
  const text = raw.toString('latin1');
  const blank = /\r?\n\r?\n/.exec(text);
  const headerText = blank ? text.slice(0, blank.index) : text;
  const body = blank ? raw.subarray(blank.index + blank[0].length) : Buffer.alloc(0);
  const headers: Record<string, string> = {};
  // Header bytes are read as UTF-8 too: some mailers send 8-bit headers unencoded.
  for (const line of decodeCharset(Buffer.from(headerText, 'latin1')).split(/\r?\n(?![ \t])/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim());
  }
  return { headers, body };
}

/** A part's body bytes with its Content-Transfer-Encoding undone. */
function bodyBytes(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  if (encoding === 'quoted-printable') return quotedPrintableBytes(part.body.toString('latin1'));
  return part.body;
}

/** A part's body as text: its Content-Transfer-Encoding undone, then read in its charset. */
function bodyText(part: Part, charset: string | undefined): string {
  return decodeCharset(bodyBytes(part), charset);
}

/** An attachment's file name: `filename`, or RFC 2231's `filename*=utf-8''…` as nodemailer writes a non-ASCII one. */
function attachmentName(params: Record<string, string>): string {
  if (params.filename !== undefined) return params.filename;
  const extended = params['filename*'];
  if (extended === undefined) return '';
  const [charset, , encoded = ''] = extended.split("'");
  return decodeCharset(Buffer.from(decodeURIComponent(encoded), 'latin1'), charset || 'utf-8');
}

/** The parts between the boundary lines of a multipart body (the preamble and the epilogue left out). */
function multipartChildren(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1');
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g');
  const children: Buffer[] = [];
  let start: number | undefined;
  for (const match of text.matchAll(delimiter)) {
    if (start !== undefined) children.push(Buffer.from(text.slice(start, match.index), 'latin1'));
    if (match[1]) break;
    start = match.index + match[0].length;
  }
  return children;
}

type Found = { text?: string; html?: string; attachments: ReceivedAttachment[] };

/** The first text/plain and text/html bodies of a part and its attachments, looking inside multiparts depth first. */
function collectBodies(part: Part, found: Found): void {
  const { type, params } = parseContentType(part.headers['content-type']);
  if (type.startsWith('multipart/') && params.boundary) {
    for (const child of multipartChildren(part.body, params.boundary)) collectBodies(splitPart(child), found);
    return;
  }
  const disposition = part.headers['content-disposition'] ?? '';
  if (/^attachment/i.test(disposition)) {
    // The name is the disposition's filename, or the older Content-Type name.
    const name = attachmentName(parseContentType(disposition).params) || (params.name ?? '');
    found.attachments.push({ filename: name, contentType: type, content: bodyBytes(part) });
    return;
  }
  if (type === 'text/plain') found.text ??= bodyText(part, params.charset);
  if (type === 'text/html') found.html ??= bodyText(part, params.charset);
}

/** Reads a whole message (as sent over SMTP or written to the outbox as .eml) the way a mail client would. */
export function parseMail(raw: Buffer): ParsedMail {
  // The line break that ends the message closes its last line; it is not part of a single-part body.
  const end = raw.length - (raw.subarray(-2).toString('latin1') === '\r\n' ? 2 : raw.subarray(-1).toString('latin1') === '\n' ? 1 : 0);
  const message = splitPart(raw.subarray(0, end));
  const found: Found = { attachments: [] };
  collectBodies(message, found);
  return {
    headers: message.headers,
    subject: message.headers.subject ?? '',
    text: found.text ?? '',
    html: found.html ?? '',
    attachments: found.attachments,
  };
}

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), ...parseMail(Buffer.concat(chunks)) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, predicate = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(to.toLowerCase()) && predicate(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
