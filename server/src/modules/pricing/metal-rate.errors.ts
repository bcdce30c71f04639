import { AppError } from '../../common/errors/app-error.js';
import { PURITY_CODES } from './metal.js';

export const MetalRateErrorCode = {
  UnknownPurity: 'METAL_RATE_UNKNOWN_PURITY',
  NeedsConfirmation: 'METAL_RATE_NEEDS_CONFIRMATION',
} as const;

export const metalRateErrors = {
  // The path's text is not repeated back: the list of codes says what would do.
  unknownPurity: () =>
    new AppError('not_found', MetalRateErrorCode.UnknownPurity, `There is no such purity: it is one of ${PURITY_CODES.join(', ')}.`),
  // The console reads needsConfirmation, asks staff, and sends the same rate again with confirm: true.
  needsConfirmation: (message: string) => new AppError('conflict', MetalRateErrorCode.NeedsConfirmation, message, {}, { needsConfirmation: true }),
};
