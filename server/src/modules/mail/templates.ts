import type { Mail } from './mail.service.js';

const SHOP = 'Sona Jewellers';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#faf6ef;font-family:Georgia,serif;color:#2b1d14">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e8dcc6;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:2px solid #b08d57;font-size:22px;color:#6b1d2a">${SHOP}</td></tr>
<tr><td style="padding:24px 32px;font-size:16px;line-height:1.6"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The password-reset code mail; the code itself appears only in the body. */
export function passwordResetMail(to: string, name: string, code: string, validSeconds: number): Mail {
  const minutes = Math.round(validSeconds / 60);
  const subject = `${SHOP}: your password reset code`;
  const text = [
    `Hello ${name},`,
    '',
    `Your one-time code to reset your password is: ${code}`,
    '',
    `It expires in ${minutes} minutes and can be used once. If you did not ask to reset your password, you can ignore this mail; your password stays as it is.`,
    '',
    `— ${SHOP}`,
  ].join('\n');
  const html = layout(
    'Your password reset code',
    `<p>Hello ${escapeHtml(name)},</p><p>Your one-time code to reset your password is:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#6b1d2a">${code}</p>
<p>It expires in ${minutes} minutes and can be used once. If you did not ask to reset your password, you can ignore this mail; your password stays as it is.</p>`,
  );
  return { to, subject, text, html };
}
