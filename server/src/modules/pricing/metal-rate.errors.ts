import { AppError } from '../../common/errors/app-error.js';
import { PURITY_CODES } from './metal.js';

export const MetalRateErrorCode = {
  UnknownPurity: 'METAL_RATE_UNKNOWN_PURITY',
  NeedsConfirmation: 'METAL_RATE_NEEDS_CONFIRMATION',
} as const;

/**
 * A change of rate the API refuses until it is sent again with `confirm: true` (409 with `needsConfirmation: true`): the
 * console reads needsConfirmation, asks staff with the sentence, and resends. Today's rates and exchange rates share it.
 */
export const needsConfirmationError = (code: string, message: string) => new AppError('conflict', code, message, {}, { needsConfirmation: true });

export const metalRateErrors = {
  // The path's text is not repeated back: the list of codes says what would do.
  unknownPurity: () =>
    new AppError('not_found', MetalRateErrorCode.UnknownPurity, `There is no such purity: it is one of ${PURITY_CODES.join(', ')}.`),
  needsConfirmation: (message: string) => needsConfirmationError(MetalRateErrorCode.NeedsConfirmation, message),
};
