import { randomUUID } from 'node:crypto';
import { open, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { ListQuery } from '../../common/http/simple-rest.js';
import { toRupees } from '../../common/money.js';
import { AfterCommitQueue } from '../../database/after-commit.js';
import { InvoiceService } from '../invoice/invoice.service.js';
import { type Mail, MailService } from '../mail/mail.service.js';
import {
  returnApprovedMail,
  type ReturnMailView,
  returnReceivedMail,
  returnRefundedMail,
  returnRejectedMail,
  returnRequestedMail,
} from '../mail/templates.js';
import { RefundService } from '../payment/refund/refund.service.js';
import type { RefundRow } from '../payment/refund/refund.repository.js';
import { awbFits } from '../shipping/shipping.rules.js';
import { sniffImageType } from '../storage/image-sniffer.js';
import { sharp } from '../storage/sharp.js';
import { MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES } from '../storage/storage.service.js';
import type { CreateMissingItemClaimDto, CreateReturnDto, RefundDetailsDto, ReturnLineInputDto } from './dto/create-return.dto.js';
import type { ApproveReturnDto } from './dto/return-action.dto.js';
import { pieceOf } from './dto/return.mapper.js';
import type { ReturnEligibilityDto } from './dto/return-eligibility.response.dto.js';
import type { ReturnPolicyDto } from './dto/return-policy.response.dto.js';
import { PrivateMediaStore } from './private-media.js';
import { returnErrors } from './return.errors.js';
import {
  MAX_RETURN_PHOTOS,
  MAX_VIDEO_BYTES,
  MISSING_ITEM_CLAIM_HOURS,
  MISSING_ITEM_REASON,
  missingClaimClosesAt,
  missingWindowClosedSentence,
  NON_RETURNABLE_KINDS,
  NON_RETURNABLE_LABELS,
  nonReturnableSentence,
  OVERSEAS_RETURNABLE,
  OVERSEAS_SENTENCE,
  REFUND_BUSINESS_DAYS,
  REFUND_STARTS_AFTER_HOURS,
  refundDueAt,
  refundTimingSentence,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  returnWindowLastDay,
  windowClosedSentence,
  withinMissingClaimWindow,
  withinReturnWindow,
} from './return.policy.js';
import { type MediaRow, type ReturnListFilter, type ReturnOrderLineRow, type ReturnOrderRow, ReturnRepository, type ReturnRow } from './return.repository.js';
import { checkRefundDestination, type RefundDestination, returnAmount } from './return.rules.js';
import type { ReturnKind, ReturnState } from './return.transitions.js';
import { VIDEO_CONTENT_TYPES, sniffVideoType } from './video-sniffer.js';

/** An upload as multer's disk storage hands it over. */
export type UploadedMediaFile = { path: string; size: number; originalname: string };

/** A private file to send: its stream's source, type and size. */
export type MediaAnswer = { key: string; contentType: string; size: number };

/** Received returns refunded by the job in one run at most. */
const JOB_BATCH = 50;
/** Uploads never attached to a return are removed after a day. */
const UNATTACHED_TTL_MS = 24 * 3_600_000;

/** The lines of an eligibility answer, and whether the order may be returned or claimed at all. */
type Eligibility = {
  order: ReturnOrderRow;
  lines: ReturnOrderLineRow[];
  returnBlocked: string | null;
  claimBlocked: string | null;
  lineBlocked: Map<string, string | null>;
};

/**
 * Returns and missing-item claims (issue 18, spec 9): the customer asks, staff approve (a return with its pickup),
 * receive (the pieces go back in stock in the same transaction) and refund — online through RefundService (the
 * gateway), cash on delivery by a transfer staff record — and a job refunds received returns 48 hours after receipt.
 * Every state change is a guarded UPDATE through the transition table, under the order's row lock; mails go after the
 * commit only (AfterCommitQueue). Each completed refund of an invoiced order's return issues a credit note for the
 * returned lines.
 */
@Injectable()
export class ReturnsService implements OnModuleInit {
  private readonly logger = new Logger('Returns');
  private readonly mails: AfterCommitQueue<Mail>;

  constructor(
    private readonly returns: ReturnRepository,
    private readonly refunds: RefundService,
    private readonly invoices: InvoiceService,
    private readonly media: PrivateMediaStore,
    private readonly mail: MailService,
  ) {
    this.mails = new AfterCommitQueue<Mail>(returns.dataSource, (mail) => this.send(mail));
  }

  onModuleInit(): void {
    this.refunds.onReturnRefundCompleted((manager, refund) => this.refundCompleted(manager, refund));
  }

  policy(): ReturnPolicyDto {
    return {
      returnWindowDays: RETURN_WINDOW_DAYS,
      missingItemClaimHours: MISSING_ITEM_CLAIM_HOURS,
      refundStartsAfterHours: REFUND_STARTS_AFTER_HOURS,
      refundBusinessDaysMin: REFUND_BUSINESS_DAYS.min,
      refundBusinessDaysMax: REFUND_BUSINESS_DAYS.max,
      overseasReturnable: OVERSEAS_RETURNABLE,
      nonReturnable: NON_RETURNABLE_KINDS.map((kind) => ({ kind, label: NON_RETURNABLE_LABELS[kind] })),
      reasons: RETURN_REASONS.map((reason) => ({ reason, label: RETURN_REASON_LABELS[reason] })),
      maxPhotos: MAX_RETURN_PHOTOS,
      maxPhotoBytes: MAX_UPLOAD_BYTES,
      maxVideoBytes: MAX_VIDEO_BYTES,
      refundTiming: refundTimingSentence(),
    };
  }

  async eligibility(caller: AuthUser, orderId: string, now = new Date()): Promise<ReturnEligibilityDto> {
    const found = await this.returns.order(orderId);
    if (!found || found.order.user_id !== caller.id) throw returnErrors.orderNotFound();
    const e = this.judge(found.order, found.lines, now);
    const lines = e.lines.map((line) => {
      const left = line.quantity - line.requested;
      const blocked = e.lineBlocked.get(line.id) ?? null;
      return {
        lineId: line.id,
        ...pieceOf(line),
        quantity: line.quantity,
        alreadyRequested: line.requested,
        returnableQuantity: blocked ? 0 : left,
        notReturnableReason: blocked,
        claimableQuantity: e.claimBlocked ? 0 : left,
        price: toRupees(line.sale_price_paise),
      };
    });
    const delivered = e.order.delivered_at ? new Date(e.order.delivered_at) : null;
    return {
      orderId,
      deliveredAt: delivered,
      canReturn: lines.some((line) => line.returnableQuantity > 0),
      returnBlockedReason: e.returnBlocked ?? (lines.some((line) => line.returnableQuantity > 0) ? null : 'Nothing in this order can be returned'),
      returnWindowLastDay: delivered ? returnWindowLastDay(delivered).toISOString().slice(0, 10) : null,
      canClaimMissing: lines.some((line) => line.claimableQuantity > 0),
      missingClaimClosesAt: delivered ? missingClaimClosesAt(delivered) : null,
      missingClaimBlockedReason: e.claimBlocked,
      needsRefundDetails: e.order.payment_method === 'COD',
      lines,
    };
  }

  async create(caller: AuthUser, orderId: string, dto: CreateReturnDto, now = new Date()): Promise<ReturnRow> {
    return this.request(caller, orderId, 'return', dto, dto.reason, dto.photoIds ?? [], now);
  }

  async claimMissing(caller: AuthUser, orderId: string, dto: CreateMissingItemClaimDto, now = new Date()): Promise<ReturnRow> {
    return this.request(caller, orderId, 'missing', dto, MISSING_ITEM_REASON, [dto.videoId], now);
  }

  async ofOwnOrder(caller: AuthUser, orderId: string): Promise<ReturnRow[]> {
    const found = await this.returns.order(orderId);
    if (!found || found.order.user_id !== caller.id) throw returnErrors.orderNotFound();
    return this.returns.ofOrder(orderId);
  }

  /** The customer withdraws a request staff have not answered yet. */
  async cancel(caller: AuthUser, returnId: string): Promise<ReturnRow> {
    return this.act(returnId, async (manager, locked) => {
      if (locked.user_id !== caller.id) throw returnErrors.notFound();
      if (!(await this.returns.move(manager, locked.id, locked.kind, 'cancelled', caller.id, null))) throw returnErrors.wrongState(locked.state, 'cancelled');
    });
  }

  async approve(caller: AuthUser, returnId: string, dto: ApproveReturnDto): Promise<ReturnRow> {
    let pickup: { courierId: string; awb: string } | undefined;
    const ret = await this.act(returnId, async (manager, locked) => {
      if (locked.kind === 'return') {
        if (!dto.courierId || !dto.awb) throw returnErrors.pickupNeeded();
        const courier = await this.returns.courier(dto.courierId);
        if (!courier?.active) throw returnErrors.badCourier();
        if (!awbFits(courier.awb_pattern, dto.awb)) throw returnErrors.badAwb(courier.name);
        pickup = { courierId: courier.id, awb: dto.awb };
      } else if (dto.courierId || dto.awb) {
        throw returnErrors.noPickupForClaims();
      }
      let moved: boolean;
      try {
        moved = await this.returns.move(manager, locked.id, locked.kind, 'approved', caller.id, dto.note ?? null, pickup ?? {});
      } catch (error) {
        if ((error as { constraint?: string }).constraint === 'uq_returns_courier_awb') throw returnErrors.awbTaken();
        throw error;
      }
      if (!moved) throw returnErrors.wrongState(locked.state, 'approved');
    });
    const view = this.mailView(ret);
    const trackingUrl = ret.tracking_url_template && ret.awb ? ret.tracking_url_template.replace('{awb}', encodeURIComponent(ret.awb)) : '';
    this.send(returnApprovedMail(view, ret.courier_name && ret.awb ? { courierName: ret.courier_name, awb: ret.awb, trackingUrl } : null));
    return ret;
  }

  async reject(caller: AuthUser, returnId: string, reason: string): Promise<ReturnRow> {
    const text = reason.trim();
    const ret = await this.act(returnId, async (manager, locked) => {
      if (!(await this.returns.move(manager, locked.id, locked.kind, 'rejected', caller.id, text, { rejectionReason: text }))) {
        throw returnErrors.wrongState(locked.state, 'rejected');
      }
    });
    this.send(returnRejectedMail(this.mailView(ret), text));
    return ret;
  }

  /** The pieces are back: received, and restocked in the same transaction; the refund falls due 48 hours later. */
  async receive(caller: AuthUser, returnId: string, note: string | null, now = new Date()): Promise<ReturnRow> {
    const ret = await this.act(returnId, async (manager, locked) => {
      if (locked.kind !== 'return') throw returnErrors.wrongState('missing-item claim', 'received');
      if (!(await this.returns.move(manager, locked.id, locked.kind, 'received', caller.id, note, { receivedAt: now, refundDueAt: refundDueAt(now) }))) {
        throw returnErrors.wrongState(locked.state, 'received');
      }
      await this.returns.restock(manager, locked.id);
    });
    this.send(returnReceivedMail(this.mailView(ret), refundTimingSentence()));
    return ret;
  }

  /**
   * Starts the return's refund (staff now, or the job when it falls due; `caller` null): received → refunding (an
   * approved claim likewise) in a guarded UPDATE under the order's lock, so two clicks refund once; the refund is the
   * return's amount, at most what is left of the payment. Online: through the gateway after the commit. Cash on
   * delivery: the transfer staff made, by its UTR, completed at once.
   */
  async refund(caller: AuthUser | null, returnId: string, utr?: string): Promise<ReturnRow> {
    let submit: { refund: RefundRow; merchantOrderId: string } | undefined;
    await this.act(returnId, async (manager, locked) => {
      if (!(await this.returns.move(manager, locked.id, locked.kind, 'refunding', caller?.id ?? null, null))) throw returnErrors.wrongState(locked.state, 'refunded');
      const started = await this.refunds.startForReturn(manager, { orderId: locked.order_id, returnId: locked.id, amountPaise: locked.amount_paise, startedBy: caller?.id ?? null, utr });
      if (started === 'nothing') throw returnErrors.nothingToRefund();
      if (started.merchantOrderId) submit = { refund: started.refund, merchantOrderId: started.merchantOrderId };
    });
    if (submit) await this.refunds.submitStarted(submit.refund, submit.merchantOrderId);
    return this.mustFind(returnId);
  }

  /** The job: refunds the received returns whose 48 hours have passed. */
  async refundDue(now = new Date()): Promise<{ started: number; errors: number }> {
    const summary = { started: 0, errors: 0 };
    for (const id of await this.returns.dueForRefund(now, JOB_BATCH)) {
      try {
        await this.refund(null, id);
        summary.started += 1;
      } catch (error) {
        summary.errors += 1;
        this.logger.error(`refund of return ${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return summary;
  }

  async find(id: string): Promise<ReturnRow> {
    return this.mustFind(id);
  }

  /** The console's page of returns and claims, and how many match. */
  list(query: ListQuery, filter: ReturnListFilter): Promise<{ rows: ReturnRow[]; total: number }> {
    return this.returns.list(query, filter);
  }

  /** A customer's photo or video upload: sniffed from its bytes, a photo re-encoded, kept privately until a return takes it. */
  async upload(caller: AuthUser, file: UploadedMediaFile | undefined): Promise<MediaRow> {
    if (!file) throw returnErrors.uploadMissing();
    try {
      const head = Buffer.alloc(64);
      const handle = await open(file.path, 'r');
      let read: number;
      try {
        ({ bytesRead: read } = await handle.read(head, 0, 64, 0));
      } finally {
        await handle.close();
      }
      const size = (await stat(file.path)).size;
      const video = sniffVideoType(head.subarray(0, read));
      if (video) {
        if (size > MAX_VIDEO_BYTES) throw returnErrors.tooLarge(`video (at most ${MAX_VIDEO_BYTES / 1024 / 1024} MB)`);
        const key = `returns/${randomUUID()}.${video}`;
        await this.media.putFile(key, file.path, VIDEO_CONTENT_TYPES[video]);
        return await this.recordMedia(caller, 'video', key, VIDEO_CONTENT_TYPES[video], size);
      }
      if (!sniffImageType(head.subarray(0, read))) throw returnErrors.notVideo();
      if (size > MAX_UPLOAD_BYTES) throw returnErrors.tooLarge(`photo (at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`);
      let webp: Buffer;
      try {
        webp = await sharp(file.path, { failOn: 'error', limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE })
          .rotate()
          .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        throw returnErrors.notVideo();
      }
      const key = `returns/${randomUUID()}.webp`;
      await this.media.put(key, webp, 'image/webp');
      return await this.recordMedia(caller, 'photo', key, 'image/webp', webp.length);
    } finally {
      await rm(file.path, { force: true });
    }
  }

  /** A photo or video of a return: to the customer who uploaded it and to admins; anyone else is told it does not exist. */
  async openMedia(caller: AuthUser, id: string): Promise<MediaAnswer> {
    const row = await this.returns.media(id);
    if (!row || (row.user_id !== caller.id && caller.role !== 'admin')) throw returnErrors.mediaNotFound();
    const size = await this.media.size(row.storage_key);
    if (size === undefined) throw returnErrors.mediaNotFound();
    return { key: row.storage_key, contentType: row.content_type, size };
  }

  /** The media's bytes, all or a range inside it; 404 when its file went meanwhile. */
  async readMedia(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const body = await this.media.read(key, range);
    if (body === undefined) throw returnErrors.mediaNotFound();
    return body;
  }

  /** Uploads no return took within a day: removed, rows and files. */
  async purgeUnattached(now = new Date()): Promise<number> {
    const keys = await this.returns.takeUnattachedMedia(new Date(now.getTime() - UNATTACHED_TTL_MS), 200);
    await Promise.all(keys.map((key) => this.media.delete(key)));
    return keys.length;
  }

  /** RefundService's word that a return's refund completed, inside its transaction: refunded, its credit note, its mail. */
  private async refundCompleted(manager: EntityManager, refund: RefundRow): Promise<void> {
    if (!refund.return_id) return;
    const locked = await this.returns.lock(manager, refund.return_id);
    if (!locked) return;
    if (!(await this.returns.move(manager, locked.id, locked.kind, 'refunded', null, refund.reference ? `Reference ${refund.reference}` : null, { refundedAt: new Date() }))) return;
    const lines = await this.returns.creditLines(manager, locked.id);
    const found = await this.returns.order(locked.order_id, manager);
    // Shipping is credited with the return that brought the whole order back (the one whose amount included it).
    const wholeOrder = found ? found.lines.every((line) => line.requested === line.quantity) : false;
    await this.invoices.creditReturn(locked.order_id, locked.id, lines, wholeOrder, refund.amount_paise, manager);
    const ret = await this.mustFind(locked.id, manager);
    this.mails.add(manager, returnRefundedMail(this.mailView(ret), { amountPaise: refund.amount_paise, reference: refund.reference }));
  }

  private async request(
    caller: AuthUser,
    orderId: string,
    kind: ReturnKind,
    dto: { lines: ReturnLineInputDto[]; refundTo?: RefundDetailsDto; comment?: string },
    reason: string,
    mediaIds: string[],
    now: Date,
  ): Promise<ReturnRow> {
    const id = await this.returns.transaction(async (manager) => {
      const found = await this.returns.order(orderId, manager, true);
      if (!found || found.order.user_id !== caller.id) throw returnErrors.orderNotFound();
      const e = this.judge(found.order, found.lines, now);
      if (kind === 'return' && e.returnBlocked) throw returnErrors.notAllowed(e.returnBlocked);
      if (kind === 'missing' && e.claimBlocked) throw returnErrors.notAllowed(e.claimBlocked);
      const byId = new Map(found.lines.map((line) => [line.id, line]));
      const asked = new Map<string, number>();
      for (const input of dto.lines) {
        if (!byId.has(input.lineId) || asked.has(input.lineId)) throw returnErrors.badLine();
        asked.set(input.lineId, input.quantity);
      }
      for (const [lineId, quantity] of asked) {
        const line = byId.get(lineId) as ReturnOrderLineRow;
        const blocked = kind === 'return' ? e.lineBlocked.get(lineId) : null;
        if (blocked) throw returnErrors.notAllowed(blocked);
        const left = line.quantity - line.requested;
        if (quantity > left) throw returnErrors.tooMany(line.name, left);
      }
      let refundTo: RefundDestination | null = null;
      if (found.order.payment_method === 'COD') {
        if (!dto.refundTo) throw returnErrors.refundDetailsNeeded();
        const checked = checkRefundDestination(dto.refundTo);
        if (!checked.ok) throw returnErrors.refundDetails(checked.field, checked.error);
        refundTo = checked.destination;
      }
      const paid = await this.returns.paidPaise(manager, found.order);
      const held = await this.returns.heldPaise(manager, orderId);
      const { amountPaise } = returnAmount({
        lines: found.lines.map((line) => ({
          id: line.id,
          salePricePaise: line.sale_price_paise,
          quantity: line.quantity,
          couponApplies: found.order.coupon_seller_id === null || line.seller_id === found.order.coupon_seller_id,
          alreadyReturned: line.requested,
          returning: asked.get(line.id) ?? 0,
        })),
        couponDiscountPaise: found.order.discount_paise,
        shippingFeePaise: found.order.shipping_fee_paise,
        paidPaise: paid,
        heldPaise: held,
      });
      if (amountPaise <= 0) throw returnErrors.nothingToRefund();
      const returnId = await this.returns.insert(manager, {
        orderId,
        userId: caller.id,
        kind,
        reason,
        comment: dto.comment?.trim() || null,
        refundTo,
        amountPaise,
        lines: [...asked].map(([lineId, quantity]) => ({ lineId, quantity })),
      });
      const mediaKind = kind === 'return' ? 'photo' : 'video';
      if ((await this.returns.attachMedia(manager, returnId, caller.id, mediaKind, mediaIds)) !== mediaIds.length) {
        throw kind === 'return' ? returnErrors.badMedia('photoIds', 'photos') : returnErrors.badMedia('videoId', 'a video');
      }
      const ret = await this.mustFind(returnId, manager);
      this.mails.add(manager, returnRequestedMail(this.mailView(ret), refundTimingSentence()));
      return returnId;
    });
    this.logger.log(`${kind} ${id} of order ${orderId} requested`);
    return this.mustFind(id);
  }

  /** What may be returned or claimed of a delivered order now, and why not. */
  private judge(order: ReturnOrderRow, lines: ReturnOrderLineRow[], now: Date): Eligibility {
    const delivered = order.delivered_at ? new Date(order.delivered_at) : null;
    let returnBlocked: string | null = null;
    let claimBlocked: string | null = null;
    if (!delivered) {
      returnBlocked = claimBlocked = 'Returns open once the order is delivered';
    } else if (!['paid', 'refund_pending'].includes(order.payment_status) && order.payment_status !== 'refunded') {
      returnBlocked = claimBlocked = 'This order has not been paid';
    } else if (order.payment_status === 'refunded') {
      returnBlocked = claimBlocked = 'This order has been refunded';
    } else {
      if (!OVERSEAS_RETURNABLE && order.country !== null && order.country !== 'IN') returnBlocked = claimBlocked = OVERSEAS_SENTENCE;
      else {
        if (!withinReturnWindow(delivered, now)) returnBlocked = windowClosedSentence(delivered);
        if (!withinMissingClaimWindow(delivered, now)) claimBlocked = missingWindowClosedSentence();
      }
    }
    const lineBlocked = new Map<string, string | null>(
      lines.map((line) => {
        if (returnBlocked) return [line.id, returnBlocked];
        if (line.non_returnable) return [line.id, nonReturnableSentence(line.non_returnable)];
        if (line.quantity - line.requested <= 0) return [line.id, 'Every piece of this line is already in a return'];
        return [line.id, null];
      }),
    );
    return { order, lines, returnBlocked, claimBlocked, lineBlocked };
  }

  /** Locks the return's order, then the return, and runs `work` in that transaction; answers the return as it then is. */
  private async act(
    returnId: string,
    work: (manager: EntityManager, locked: { id: string; order_id: string; kind: ReturnKind; state: ReturnState; amount_paise: number; user_id: string }) => Promise<void>,
  ): Promise<ReturnRow> {
    return this.returns.transaction(async (manager) => {
      const orderId = await this.returns.orderOf(manager, returnId);
      if (!orderId) throw returnErrors.notFound();
      // The order's row first, as every refund (and the gateway's answer) locks it, then the return's: one lock order, no deadlock.
      await this.returns.lockOrderRow(manager, orderId);
      const locked = await this.returns.lock(manager, returnId);
      if (!locked) throw returnErrors.notFound();
      await work(manager, locked);
      return this.mustFind(returnId, manager);
    });
  }

  private async recordMedia(caller: AuthUser, kind: 'photo' | 'video', key: string, contentType: string, bytes: number): Promise<MediaRow> {
    try {
      return await this.returns.insertMedia({ userId: caller.id, kind, storageKey: key, contentType, bytes });
    } catch (error) {
      // The row's failure is the one to answer; a file the store could not remove is logged by it and left.
      await this.media.delete(key).catch(() => undefined);
      throw error;
    }
  }

  private async mustFind(id: string, manager?: EntityManager): Promise<ReturnRow> {
    const row = await this.returns.find(id, manager);
    if (!row) throw returnErrors.notFound();
    return row;
  }

  private mailView(ret: ReturnRow): ReturnMailView {
    return {
      returnId: ret.id,
      orderId: ret.order_id,
      email: ret.customer_email,
      name: ret.customer_name,
      kind: ret.kind,
      pieces: ret.lines.map((line) => `${line.quantity} × ${line.name}`),
      amountPaise: ret.amount_paise,
    };
  }

  /** After commit; a failed send is logged and never fails the step. */
  private send(mail: Mail): void {
    void this.mail.send(mail).catch((error: unknown) => this.logger.error(`could not send "${mail.subject}": ${error instanceof Error ? error.message : String(error)}`));
  }
}
