import { ApiProperty } from '@nestjs/swagger';
import { NON_RETURNABLE_KINDS, type NonReturnableKind, RETURN_REASONS, type ReturnReason } from '../return.policy.js';

export class NonReturnableKindDto {
  @ApiProperty({ enum: NON_RETURNABLE_KINDS })
  kind: NonReturnableKind;
  /** "Gold coins". */
  label: string;
}

export class ReturnReasonDto {
  @ApiProperty({ enum: RETURN_REASONS })
  reason: ReturnReason;
  /** "Arrived damaged". */
  label: string;
}

/** The refund policy's numbers (spec 9), as the rules apply them: the refund policy page shows these. */
export class ReturnPolicyDto {
  /** Calendar days after delivery (IST) a return may be asked for: delivered on day 0, the last day is day 7. */
  returnWindowDays: number;
  /** Hours after delivery within which a missing item is reported, with an unboxing video. */
  missingItemClaimHours: number;
  /** Hours after the pieces are received back when the refund starts. */
  refundStartsAfterHours: number;
  /** The refund reaches the customer in this many business days, at least. */
  refundBusinessDaysMin: number;
  /** … and at most. */
  refundBusinessDaysMax: number;
  /** Whether orders delivered abroad may be returned (no). */
  overseasReturnable: boolean;
  /** The kinds of piece that cannot be returned, with their labels. */
  nonReturnable: NonReturnableKindDto[];
  /** The reasons a return may give. */
  reasons: ReturnReasonDto[];
  /** Most photos one return may carry. */
  maxPhotos: number;
  /** Largest photo, bytes. */
  maxPhotoBytes: number;
  /** Largest unboxing video, bytes (mp4 or webm). */
  maxVideoBytes: number;
  /** "Refunds start 48 hours after we receive the pieces back and reach you in 7–10 business days." */
  refundTiming: string;
}
