import MailComposer from 'nodemailer/lib/mail-composer';
import { parseMail } from './smtp.js';

const TEXT = 'Your order of the Kundan Jhumka × 2 — ₹2,100.00 — is placed.\nशुक्रिया! '.repeat(3).trim();
const HTML = '<p>Kundan Jhumka × 2 — <strong>₹2,100.00</strong></p>';

/** The message nodemailer sends for these options, as bytes on the wire. */
function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return new MailComposer({ from: 'shop@example.test', to: 'asha@example.test', ...options }).compile().build();
}

describe('parseMail', () => {
  it.each(['quoted-printable', 'base64'] as const)('reads a %s text and HTML alternative in UTF-8 as written', async (textEncoding) => {
    const raw = await compose({ subject: 'Order placed', text: TEXT, html: HTML, textEncoding });
    expect(raw.toString('latin1')).toContain(`Content-Transfer-Encoding: ${textEncoding}`);
    const mail = parseMail(raw);
    expect(mail.text).toBe(TEXT);
    expect(mail.html).toBe(HTML);
  });

  it('decodes an encoded subject and unfolds long headers', async () => {
    const subject = 'Sona Jewellers: your ₹500 gift — शुक्रिया, and a subject long enough to be folded onto a second line';
    const unsubscribe = `<https://shop.example/api/newsletter/unsubscribe?token=${'a'.repeat(60)}>`;
    const raw = await compose({ subject, text: 'Hello', headers: { 'List-Unsubscribe': unsubscribe } });
    expect(raw.toString('latin1')).toMatch(/^Subject: =\?UTF-8\?/m);
    const mail = parseMail(raw);
    expect(mail.subject).toBe(subject);
    expect(mail.headers['list-unsubscribe']).toBe(unsubscribe);
    expect(mail.text).toBe('Hello');
    expect(mail.html).toBe('');
  });

  it('reads a plain message with Unix line ends, as the outbox writes it, and leaves attachments out', async () => {
    const raw = await new MailComposer({
      from: 'shop@example.test',
      to: 'asha@example.test',
      subject: 'Code',
      text: 'Your code is 123456 — valid for 120 s.',
      attachments: [{ filename: 'note.txt', content: 'not the body' }],
      newline: '\n',
    })
      .compile()
      .build();
    expect(raw.includes('\r\n')).toBe(false);
    expect(parseMail(raw).text).toBe('Your code is 123456 — valid for 120 s.');
  });
});
