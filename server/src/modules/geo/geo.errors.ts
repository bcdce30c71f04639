import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';
import type { AddressProblem } from './address.rules.js';

export const GeoErrorCode = {
  PinMalformed: 'PIN_MALFORMED',
  PinNotFound: 'PIN_NOT_FOUND',
} as const;

export const geoErrors = {
  pinMalformed: (pin: string) =>
    new AppError('invalid', GeoErrorCode.PinMalformed, `A PIN code is 6 digits, the first not 0, e.g. 302029 (got "${pin}").`),
  pinNotFound: (pin: string) => new AppError('not_found', GeoErrorCode.PinNotFound, `No PIN code ${pin} in India.`),
  /** A 400 naming each field of the address that is wrong, under `prefix` ('shippingInfo.post'), as the validation pipe does. */
  address: (problems: readonly AddressProblem[], prefix = '') => {
    const fields = problems.map((problem) => ({ field: prefix + problem.field, messages: [problem.message] }));
    return new AppError('invalid', CommonErrorCode.ValidationFailed, problems.map((problem) => problem.message).join('; '), {}, { fields });
  },
};
