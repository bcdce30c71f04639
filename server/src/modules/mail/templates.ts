import { countryName } from '../../common/country-names.js';
import { escapeHtml } from '../../common/html.js';
import { HOUSE_SHOP_NAME } from '../../common/shop.js';
import type { Mail } from './mail.service.js';

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#faf6ef;font-family:Georgia,serif;color:#2b1d14">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e8dcc6;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:2px solid #b08d57;font-size:22px;color:#6b1d2a">${HOUSE_SHOP_NAME}</td></tr>
<tr><td style="padding:24px 32px;font-size:16px;line-height:1.6"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The password-reset code mail; the code itself appears only in the body. */
export function passwordResetMail(to: string, name: string, code: string, validSeconds: number): Mail {
  const minutes = Math.round(validSeconds / 60);
  const subject = `${HOUSE_SHOP_NAME}: your password reset code`;
  const text = [
    `Hello ${name},`,
    '',
    `Your one-time code to reset your password is: ${code}`,
    '',
    `It expires in ${minutes} minutes and can be used once. If you did not ask to reset your password, you can ignore this mail; your password stays as it is.`,
    '',
    `— ${HOUSE_SHOP_NAME}`,
  ].join('\n');
  const html = layout(
    'Your password reset code',
    `<p>Hello ${escapeHtml(name)},</p><p>Your one-time code to reset your password is:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#6b1d2a">${code}</p>
<p>It expires in ${minutes} minutes and can be used once. If you did not ask to reset your password, you can ignore this mail; your password stays as it is.</p>`,
  );
  return { to, subject, text, html };
}

/** What the order mails need to know of an order (money in paise). */
export type OrderMailView = {
  id: string;
  email: string;
  shippingInfo: { name: string; address: string; phone: string; post: string; province: string; city: string; area: string; country?: string };
  lines: { name: string; quantity: number; salePricePaise: number; size: string; color: string }[];
  subtotalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  shippingFeePaise: number;
  totalPaise: number;
  deliveryStatus: string;
  paymentStatus: string;
  paymentMethod: string | null;
  cancelReason: string | null;
  /** The date delivery was promised by, as shown ('Tue, 2 Dec 2026'); null for orders before delivery zones. */
  expectedDelivery?: string | null;
};

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456.50 */
export function formatRupees(paise: number): string {
  return RUPEES.format(paise / 100);
}

/** The short reference customers quote: the first 8 characters of the order id, upper-case. */
export function orderReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

const DELIVERY_IN_WORDS: Record<string, string> = {
  pending: 'waiting for payment',
  placed: 'placed and confirmed',
  warehouse: 'being packed at our warehouse',
  shipped: 'shipped and on its way to you',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

const PAYMENT_IN_WORDS: Record<string, string> = {
  unpaid: 'not paid yet',
  paid: 'paid',
  refund_pending: 'to be refunded: the refund reaches you in 7-10 business days',
  refunded: 'refunded',
};

const CANCEL_REASON_IN_WORDS: Record<string, string> = {
  customer: 'at your request',
  staff: 'by our team',
  expired: 'because its payment was not completed within 30 minutes',
};

function deliveryInWords(order: OrderMailView): string {
  const words = DELIVERY_IN_WORDS[order.deliveryStatus] ?? order.deliveryStatus;
  const reason = order.cancelReason ? CANCEL_REASON_IN_WORDS[order.cancelReason] : undefined;
  return order.deliveryStatus === 'cancelled' && reason ? `${words} ${reason}` : words;
}

function paymentInWords(order: OrderMailView): string {
  const words = PAYMENT_IN_WORDS[order.paymentStatus] ?? order.paymentStatus;
  return order.paymentMethod === 'COD' && order.paymentStatus === 'unpaid' ? 'cash on delivery' : words;
}

function addressLines(order: OrderMailView): string[] {
  const a = order.shippingInfo;
  // Abroad: the country's name on its own line, and no empty area or state (optional there).
  const abroad = a.country !== undefined && a.country !== 'IN' ? (countryName(a.country) ?? a.country) : undefined;
  const join = (parts: string[], separator: string) => parts.filter((part) => part !== '').join(separator);
  return [a.name, a.address, join([a.area, a.city], ', '), join([a.province, a.post], ' '), ...(abroad ? [abroad] : []), `Phone: ${a.phone}`];
}

/** The close of an order mail's text: where it goes, the order id and the shop. */
function deliveryFooterText(order: OrderMailView): string[] {
  return ['Delivering to:', ...addressLines(order), '', `Order id: ${order.id}`, `— ${HOUSE_SHOP_NAME}`];
}

function lineText(line: OrderMailView['lines'][number]): string {
  const options = [line.size, line.color].filter(Boolean).join(', ');
  return `${line.quantity} × ${line.name}${options ? ` (${options})` : ''}: ${formatRupees(line.salePricePaise * line.quantity)}`;
}

function totalsText(order: OrderMailView): string[] {
  return [
    `Subtotal: ${formatRupees(order.subtotalPaise)}`,
    ...(order.discountPaise > 0 ? [`Coupon ${order.couponCode ?? ''}: −${formatRupees(order.discountPaise)}`] : []),
    `Shipping: ${order.shippingFeePaise === 0 ? 'Free' : formatRupees(order.shippingFeePaise)}`,
    `Total: ${formatRupees(order.totalPaise)}`,
  ];
}

function orderTableHtml(order: OrderMailView): string {
  const cell = 'padding:6px 0;border-bottom:1px solid #efe6d6';
  const rows = order.lines
    .map((line) => {
      const options = [line.size, line.color].filter(Boolean).join(', ');
      return `<tr><td style="${cell}">${line.quantity} × ${escapeHtml(line.name)}${options ? `<br><span style="color:#7a6a5a;font-size:14px">${escapeHtml(options)}</span>` : ''}</td>
<td align="right" style="${cell}">${formatRupees(line.salePricePaise * line.quantity)}</td></tr>`;
    })
    .join('');
  const total = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 0${strong ? ';font-weight:bold' : ''}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0${strong ? ';font-weight:bold' : ''}">${value}</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0">${rows}
${total('Subtotal', formatRupees(order.subtotalPaise))}
${order.discountPaise > 0 ? total(`Coupon ${order.couponCode ?? ''}`, `−${formatRupees(order.discountPaise)}`) : ''}
${total('Shipping', order.shippingFeePaise === 0 ? 'Free' : formatRupees(order.shippingFeePaise))}
${total('Total', formatRupees(order.totalPaise), true)}</table>`;
}

/** Sent once an order is confirmed: cash on delivery chosen, or paid online. */
export function orderPlacedMail(order: OrderMailView): Mail {
  const ref = orderReference(order.id);
  const subject = `${HOUSE_SHOP_NAME}: order ${ref} placed`;
  const payment = order.paymentMethod === 'COD' ? 'You pay in cash when it is delivered.' : `Payment: ${paymentInWords(order)}.`;
  // The date promised when it was placed; orders from before delivery zones keep the policy's words (spec 9).
  const when = order.expectedDelivery
    ? `We are getting it ready; orders leave us within 48 hours. Expected delivery by ${order.expectedDelivery}.`
    : 'We are getting it ready; orders leave us within 48 hours and arrive in 5-7 business days.';
  const text = [
    `Hello ${order.shippingInfo.name},`,
    '',
    `Thank you for your order ${ref}. ${when}`,
    '',
    ...order.lines.map(lineText),
    '',
    ...totalsText(order),
    payment,
    '',
    ...deliveryFooterText(order),
  ].join('\n');
  const html = layout(
    `Order ${ref} placed`,
    `<p>Hello ${escapeHtml(order.shippingInfo.name)},</p>
<p>Thank you for your order. ${escapeHtml(when)}</p>
${orderTableHtml(order)}<p>${escapeHtml(payment)}</p>
<p><strong>Delivering to</strong><br>${addressLines(order).map(escapeHtml).join('<br>')}</p>
<p style="color:#7a6a5a;font-size:14px">Order id: ${escapeHtml(order.id)}</p>`,
  );
  return { to: order.email, subject, text, html };
}

/** Sent when an online payment is confirmed; when the order had already been cancelled, it says the money goes back. */
export function paymentReceivedMail(order: OrderMailView): Mail {
  const ref = orderReference(order.id);
  const subject = `${HOUSE_SHOP_NAME}: payment received for order ${ref}`;
  const refund = order.paymentStatus === 'refund_pending';
  const reason = order.cancelReason ? CANCEL_REASON_IN_WORDS[order.cancelReason] : undefined;
  const body = refund
    ? `We received your payment of ${formatRupees(order.totalPaise)} for order ${ref}, but the order had already been cancelled${reason ? ` ${reason}` : ''}. We are refunding the full amount; it reaches you in 7-10 business days.`
    : `We received your payment of ${formatRupees(order.totalPaise)} for order ${ref}. Thank you!`;
  const text = [`Hello ${order.shippingInfo.name},`, '', body, '', `Order id: ${order.id}`, `— ${HOUSE_SHOP_NAME}`].join('\n');
  const html = layout(
    refund ? 'Payment received: refund on its way' : 'Payment received',
    `<p>Hello ${escapeHtml(order.shippingInfo.name)},</p><p>${escapeHtml(body)}</p>
<p style="color:#7a6a5a;font-size:14px">Order id: ${escapeHtml(order.id)}</p>`,
  );
  return { to: order.email, subject, text, html };
}

/** Sent whenever staff, the customer or the expiry job change an order's delivery or payment status. */
export function orderStatusChangedMail(order: OrderMailView): Mail {
  const ref = orderReference(order.id);
  const delivery = deliveryInWords(order);
  const subject = `${HOUSE_SHOP_NAME}: order ${ref} is ${DELIVERY_IN_WORDS[order.deliveryStatus] ?? order.deliveryStatus}`;
  const refund =
    order.paymentStatus === 'refund_pending'
      ? 'You paid for it online, so we are refunding the full amount; it reaches you in 7-10 business days.'
      : undefined;
  const lines = [`Your order ${ref} is now ${delivery}.`, `Payment: ${paymentInWords(order)}.`, ...(refund ? [refund] : [])];
  const text = [
    `Hello ${order.shippingInfo.name},`,
    '',
    ...lines,
    '',
    ...order.lines.map(lineText),
    `Total: ${formatRupees(order.totalPaise)}`,
    '',
    `Order id: ${order.id}`,
    `— ${HOUSE_SHOP_NAME}`,
  ].join('\n');
  const html = layout(
    `Order ${ref}: ${DELIVERY_IN_WORDS[order.deliveryStatus] ?? order.deliveryStatus}`,
    `<p>Hello ${escapeHtml(order.shippingInfo.name)},</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
${orderTableHtml(order)}<p style="color:#7a6a5a;font-size:14px">Order id: ${escapeHtml(order.id)}</p>`,
  );
  return { to: order.email, subject, text, html };
}

/** A parcel handed to a courier, as its mail tells it: the pieces in it and where to follow it. */
export type ShipmentMailView = {
  courier: string;
  awb: string;
  trackingUrl: string;
  lines: OrderMailView['lines'];
  /** Other pieces of the order travel apart (another parcel, or still to ship). */
  partial: boolean;
};

/** Sent when a parcel of an order leaves with a courier: its pieces, the courier, the AWB and the tracking link. */
export function orderShippedMail(order: OrderMailView, shipment: ShipmentMailView): Mail {
  const ref = orderReference(order.id);
  const subject = shipment.partial ? `${HOUSE_SHOP_NAME}: part of your order ${ref} has shipped` : `${HOUSE_SHOP_NAME}: your order ${ref} has shipped`;
  const lines = [
    shipment.partial
      ? `Part of your order ${ref} is on its way to you; the rest follows in another parcel.`
      : `Your order ${ref} is on its way to you.`,
    `Courier: ${shipment.courier}`,
    `AWB number: ${shipment.awb}`,
    // The date promised when the order was placed; orders from before delivery zones have none.
    ...(order.expectedDelivery ? [`Expected delivery by ${order.expectedDelivery}.`] : []),
  ];
  const text = [
    `Hello ${order.shippingInfo.name},`,
    '',
    ...lines,
    `Track it: ${shipment.trackingUrl}`,
    '',
    'In this parcel:',
    ...shipment.lines.map(lineText),
    '',
    ...deliveryFooterText(order),
  ].join('\n');
  const items = shipment.lines
    .map((line) => `<li>${line.quantity} × ${escapeHtml(line.name)}${[line.size, line.color].filter(Boolean).length ? ` (${escapeHtml([line.size, line.color].filter(Boolean).join(', '))})` : ''}</li>`)
    .join('');
  const html = layout(
    shipment.partial ? `Part of order ${ref} has shipped` : `Order ${ref} has shipped`,
    `<p>Hello ${escapeHtml(order.shippingInfo.name)},</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(shipment.trackingUrl)}" style="color:#6b1d2a;font-weight:bold">Track your parcel</a></p>
<p>In this parcel:</p><ul>${items}</ul>
<p>Delivering to:<br>${addressLines(order).map(escapeHtml).join('<br>')}</p>
<p style="color:#7a6a5a;font-size:14px">Order id: ${escapeHtml(order.id)}</p>`,
  );
  return { to: order.email, subject, text, html };
}

/** What the newsletter's welcome mail needs: the private coupon and the links around it. */
export type NewsletterWelcomeView = {
  to: string;
  code: string;
  /** Percent off. */
  discount: number;
  expiresAt: Date;
  /** Where the shop is, e.g. https://sona.example (no trailing slash). */
  shopUrl: string;
  /** The one link that unsubscribes this address, also offered as List-Unsubscribe. */
  unsubscribeUrl: string;
};

const LONG_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Every newsletter mail carries its unsubscribe link, in the body and as RFC 8058 one-click headers. */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Sent once, when an address first subscribes: the one-time first-purchase coupon and how to use it. */
export function newsletterWelcomeMail(view: NewsletterWelcomeView): Mail {
  const subject = `${HOUSE_SHOP_NAME}: your ${view.discount}% welcome coupon`;
  const until = LONG_DATE.format(view.expiresAt);
  const steps = [
    `Sign in (or create your account) with this e-mail address, ${view.to}: the code works only for that account.`,
    'Add what you love to your cart.',
    `Type ${view.code} in the coupon box of your cart and press Apply, then check out.`,
  ];
  const terms = `${view.discount}% off your first purchase, with no minimum order. It can be used once and is valid until ${until}.`;
  const text = [
    'Hello,',
    '',
    `Thank you for subscribing to the ${HOUSE_SHOP_NAME} newsletter. Here is your welcome coupon:`,
    '',
    `    ${view.code}`,
    '',
    terms,
    '',
    'How to use it:',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `Shop now: ${view.shopUrl}/`,
    '',
    `— ${HOUSE_SHOP_NAME}`,
    '',
    `You receive this mail because ${view.to} subscribed to our newsletter. To unsubscribe: ${view.unsubscribeUrl}`,
  ].join('\n');
  const html = layout(
    `Your ${view.discount}% welcome coupon`,
    `<p>Hello,</p><p>Thank you for subscribing to the ${HOUSE_SHOP_NAME} newsletter. Here is your welcome coupon:</p>
<p style="font-size:28px;letter-spacing:4px;font-weight:bold;color:#6b1d2a;border:2px dashed #b08d57;display:inline-block;padding:8px 16px">${escapeHtml(view.code)}</p>
<p>${escapeHtml(terms)}</p>
<p><strong>How to use it</strong></p><ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p><a href="${escapeHtml(`${view.shopUrl}/`)}" style="color:#6b1d2a">Shop now</a></p>
<p style="color:#7a6a5a;font-size:13px">You receive this mail because ${escapeHtml(view.to)} subscribed to our newsletter.
<a href="${escapeHtml(view.unsubscribeUrl)}" style="color:#7a6a5a">Unsubscribe</a></p>`,
  );
  return { to: view.to, subject, text, html, headers: unsubscribeHeaders(view.unsubscribeUrl) };
}

/** What the refund mails tell the customer. */
export type RefundMailView = { orderId: string; email: string; name: string; amountPaise: number; reference: string | null; online: boolean };

/** A refund has begun: how much, and when it arrives. */
export function refundStartedMail(refund: RefundMailView): Mail {
  const ref = orderReference(refund.orderId);
  const subject = `${HOUSE_SHOP_NAME}: refund of ${formatRupees(refund.amountPaise)} started for order ${ref}`;
  const body = `We have started a refund of ${formatRupees(refund.amountPaise)} for order ${ref}${refund.online ? ' to the account you paid from' : ''}. It reaches you in 7-10 business days.`;
  const text = [`Hello ${refund.name},`, '', body, '', `Order id: ${refund.orderId}`, `— ${HOUSE_SHOP_NAME}`].join('\n');
  const html = layout(
    'Refund started',
    `<p>Hello ${escapeHtml(refund.name)},</p><p>${escapeHtml(body)}</p>
<p style="color:#7a6a5a;font-size:14px">Order id: ${escapeHtml(refund.orderId)}</p>`,
  );
  return { to: refund.email, subject, text, html };
}

/** The money went back: the amount and the reference the customer's bank shows. */
export function refundCompletedMail(refund: RefundMailView): Mail {
  const ref = orderReference(refund.orderId);
  const subject = `${HOUSE_SHOP_NAME}: ${formatRupees(refund.amountPaise)} refunded for order ${ref}`;
  const body = `We have refunded ${formatRupees(refund.amountPaise)} for order ${ref}.${refund.reference ? ` Your bank shows it with the reference ${refund.reference}.` : ''}`;
  const text = [`Hello ${refund.name},`, '', body, '', `Order id: ${refund.orderId}`, `— ${HOUSE_SHOP_NAME}`].join('\n');
  const html = layout(
    'Refund completed',
    `<p>Hello ${escapeHtml(refund.name)},</p><p>${escapeHtml(body)}</p>
<p style="color:#7a6a5a;font-size:14px">Order id: ${escapeHtml(refund.orderId)}</p>`,
  );
  return { to: refund.email, subject, text, html };
}

/** A return or missing-item claim at one of its steps, for its mail. */
export type ReturnMailView = {
  returnId: string;
  orderId: string;
  email: string;
  name: string;
  kind: 'return' | 'missing';
  /** "2 × Gold Jhumka" lines. */
  pieces: string[];
  amountPaise: number;
};

/** One mail of a return's step: a title, the sentences of its body. */
function returnMail(view: ReturnMailView, subjectTail: string, title: string, sentences: string[]): Mail {
  const ref = orderReference(view.orderId);
  const subject = `${HOUSE_SHOP_NAME}: ${subjectTail} (order ${ref})`;
  const text = [`Hello ${view.name},`, '', ...sentences, '', ...view.pieces.map((piece) => `  ${piece}`), '', `Order id: ${view.orderId}`, `— ${HOUSE_SHOP_NAME}`].join('\n');
  const html = layout(
    title,
    `<p>Hello ${escapeHtml(view.name)},</p>${sentences.map((sentence) => `<p>${escapeHtml(sentence)}</p>`).join('')}
<ul>${view.pieces.map((piece) => `<li>${escapeHtml(piece)}</li>`).join('')}</ul>
<p style="color:#7a6a5a;font-size:14px">Order id: ${escapeHtml(view.orderId)}</p>`,
  );
  return { to: view.email, subject, text, html };
}

/** The return or claim reached us; `policy`: the refund policy's timing sentence (returns/return.policy.ts). */
export function returnRequestedMail(view: ReturnMailView, policy: string): Mail {
  if (view.kind === 'missing') {
    return returnMail(view, 'we received your missing-item report', 'Missing-item report received', [
      `We have received your report of pieces missing from order ${orderReference(view.orderId)} and your unboxing video. Our team will review it and write to you.`,
    ]);
  }
  return returnMail(view, 'we received your return request', 'Return requested', [
    `We have received your request to return these pieces of order ${orderReference(view.orderId)}. We will write to you with the pickup details once it is approved.`,
    `The refund, ${formatRupees(view.amountPaise)}, is worked out from what you paid for the pieces. ${policy}`,
  ]);
}

export function returnApprovedMail(view: ReturnMailView, pickup: { courierName: string; awb: string; trackingUrl: string } | null): Mail {
  if (view.kind === 'missing' || !pickup) {
    return returnMail(view, 'your missing-item report is approved', 'Missing-item report approved', [
      `We have approved your report for order ${orderReference(view.orderId)}. A refund of ${formatRupees(view.amountPaise)} follows.`,
    ]);
  }
  return returnMail(view, 'your return is approved', 'Return approved: pickup booked', [
    `We have approved your return for order ${orderReference(view.orderId)}. ${pickup.courierName} will collect the parcel; its AWB number is ${pickup.awb}.`,
    `Track the pickup: ${pickup.trackingUrl}`,
    'Please pack the pieces, unused and with their tags, in their original box.',
  ]);
}

export function returnRejectedMail(view: ReturnMailView, reason: string): Mail {
  const what = view.kind === 'missing' ? 'missing-item report' : 'return request';
  return returnMail(view, `your ${what} was not approved`, view.kind === 'missing' ? 'Missing-item report not approved' : 'Return not approved', [
    `We could not approve your ${what} for order ${orderReference(view.orderId)}.`,
    `Reason: ${reason}`,
  ]);
}

export function returnReceivedMail(view: ReturnMailView, policy: string): Mail {
  return returnMail(view, 'we received your returned pieces', 'Returned pieces received', [
    `The pieces you returned from order ${orderReference(view.orderId)} have reached us.`,
    `Your refund of ${formatRupees(view.amountPaise)}: ${policy}`,
  ]);
}

export function returnRefundedMail(view: ReturnMailView, refund: { amountPaise: number; reference: string | null }): Mail {
  const what = view.kind === 'missing' ? 'the missing pieces' : 'your return';
  return returnMail(view, `${formatRupees(refund.amountPaise)} refunded`, 'Refund completed', [
    `We have refunded ${formatRupees(refund.amountPaise)} for ${what} of order ${orderReference(view.orderId)}.${refund.reference ? ` Your bank shows it with the reference ${refund.reference}.` : ''}`,
  ]);
}
