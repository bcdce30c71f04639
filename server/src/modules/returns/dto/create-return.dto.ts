import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  Max,
  ValidateNested,
} from 'class-validator';
import { MAX_RETURN_PHOTOS, RETURN_REASONS, type ReturnReason } from '../return.policy.js';

/** Pieces of one order line. */
export class ReturnLineInputDto {
  /** The order line's id. */
  @IsUUID('all', { message: 'lineId must be an order line id (UUID)' })
  lineId: string;

  /** How many of its pieces (1 up to what may still be returned). */
  @IsInt({ message: 'quantity must be a whole number from 1' })
  @Min(1, { message: 'quantity must be a whole number from 1' })
  @Max(1000, { message: 'quantity must be at most 1000' })
  quantity: number;
}

export const REFUND_METHODS = ['upi', 'bank'] as const;

/** Where a cash-on-delivery order's money goes back: a UPI ID, or a bank account. */
export class RefundDetailsDto {
  @ApiProperty({ enum: REFUND_METHODS })
  @IsIn(REFUND_METHODS, { message: 'method must be upi or bank' })
  method: 'upi' | 'bank';

  /** With method upi: the UPI ID (name@bank). */
  @IsOptional()
  @IsString()
  @MaxLength(320)
  upiId?: string;

  /** With method bank: the account holder's name. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  accountHolder?: string;

  /** With method bank: 9 to 18 digits. */
  @IsOptional()
  @IsString()
  @MaxLength(30)
  accountNumber?: string;

  /** With method bank: the branch's IFSC (4 letters, 0, 6 letters or digits). */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  ifsc?: string;
}

/** The lines of a return or claim, and where a cash-on-delivery order's money goes back. */
class ReturnRequestDto {
  @IsArray({ message: 'lines must be an array' })
  @ArrayMinSize(1, { message: 'lines must name at least one piece' })
  @ArrayMaxSize(100, { message: 'lines may name at most 100 lines' })
  @ValidateNested({ each: true })
  @Type(() => ReturnLineInputDto)
  lines: ReturnLineInputDto[];

  /** Required for a cash-on-delivery order (a UPI ID or bank account); not kept for one paid online. */
  @IsOptional()
  @ValidateNested()
  @Type(() => RefundDetailsDto)
  refundTo?: RefundDetailsDto;

  /** Anything staff should know. */
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'comment must be at most 1000 characters' })
  comment?: string;
}

/** Return pieces of a delivered order. */
export class CreateReturnDto extends ReturnRequestDto {
  @ApiProperty({ enum: RETURN_REASONS })
  @IsIn(RETURN_REASONS, { message: `reason must be one of ${RETURN_REASONS.join(', ')}` })
  reason: ReturnReason;

  /** Photos uploaded with POST /api/returns/media (their ids), at most 6. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_RETURN_PHOTOS, { message: `photoIds may list at most ${MAX_RETURN_PHOTOS} photos` })
  @ArrayUnique({ message: 'photoIds must not list a photo twice' })
  @IsUUID('all', { each: true, message: 'photoIds must be ids of uploaded photos' })
  photoIds?: string[];
}

/** Report pieces missing from a delivered parcel, within 48 hours of delivery, with an unboxing video. */
export class CreateMissingItemClaimDto extends ReturnRequestDto {
  /** The unboxing video uploaded with POST /api/returns/media (mp4 or webm). */
  @IsUUID('all', { message: 'videoId must be the id of an uploaded video' })
  videoId: string;
}
