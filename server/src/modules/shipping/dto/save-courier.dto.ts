import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Length, MaxLength, Validate, type ValidatorConstraintInterface, ValidatorConstraint } from 'class-validator';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { isPattern, isTrackingTemplate } from '../shipping.rules.js';
import { COURIER_READ_ONLY } from './courier.response.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const TEMPLATE_MESSAGE = 'trackingUrlTemplate must be an https address holding {awb}, at most 300 characters';
const PATTERN_MESSAGE = 'awbPattern must be a regular expression of at most 200 characters';

@ValidatorConstraint({ name: 'trackingTemplate' })
class TrackingTemplate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.length <= 300 && isTrackingTemplate(value);
  }
}

@ValidatorConstraint({ name: 'awbPattern' })
class AwbPattern implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.length > 0 && value.length <= 200 && isPattern(value);
  }
}

/** A courier as staff create or replace it. */
@AcceptsReadOnly(COURIER_READ_ONLY)
export class SaveCourierDto {
  /** 2 to 60 characters, unique whatever its case. */
  @Transform(trim)
  @IsString({ message: 'name must be 2 to 60 characters' })
  @Length(2, 60, { message: 'name must be 2 to 60 characters' })
  name: string;

  /** The public tracking page with `{awb}` where the AWB number goes, e.g. https://www.delhivery.com/track/package/{awb}. */
  @ApiProperty({ maxLength: 300, example: 'https://www.delhivery.com/track/package/{awb}' })
  @Transform(trim)
  @Validate(TrackingTemplate, { message: TEMPLATE_MESSAGE })
  trackingUrlTemplate: string;

  /** The regular expression its AWB numbers match, e.g. ^[0-9]{11}$ (checked against the whole number). */
  @ApiProperty({ maxLength: 200, example: '^[0-9]{11}$' })
  @Validate(AwbPattern, { message: PATTERN_MESSAGE })
  @MaxLength(200, { message: PATTERN_MESSAGE })
  awbPattern: string;

  /** Offered in the Ship form; default true. */
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}
