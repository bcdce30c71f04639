import { applyDecorators } from '@nestjs/common';
import { IsDefined, ValidateIf } from 'class-validator';

/**
 * An optional body field that, when sent, must hold a value: left out (undefined) it skips every check; null is
 * refused first with '<field> must not be null'. class-validator's @IsOptional() lets null through as well, and a
 * null then reaches a NOT NULL column as a 500. Fields that may really be null (a coupon's expiresAt) keep @IsOptional().
 */
export function IsOptionalButNotNull(): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_object: unknown, value: unknown) => value !== undefined),
    // IS_DEFINED checks run before the property's other validators, so with stopAtFirstError this sentence is the one answered.
    IsDefined({ message: '$property must not be null' }),
  );
}
