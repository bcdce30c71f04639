import { AppError } from '../../common/errors/app-error.js';
import { needsConfirmationError } from '../pricing/metal-rate.errors.js';
import { FOREIGN_CURRENCY_CODES } from './currency.js';

export const ExchangeRateErrorCode = {
  UnknownCurrency: 'EXCHANGE_RATE_UNKNOWN_CURRENCY',
  NeedsConfirmation: 'EXCHANGE_RATE_NEEDS_CONFIRMATION',
  NoRate: 'EXCHANGE_RATE_NOT_SET',
} as const;

export const exchangeRateErrors = {
  // The path's text is not repeated back: the list of codes says what would do.
  unknownCurrency: () =>
    new AppError('not_found', ExchangeRateErrorCode.UnknownCurrency, `There is no such currency: it is one of ${FOREIGN_CURRENCY_CODES.join(', ')}.`),
  needsConfirmation: (message: string) => needsConfirmationError(ExchangeRateErrorCode.NeedsConfirmation, message),
  // A code the storefront no longer offers (staff have not set its rate): the order is not placed with a made-up rate.
  noRate: (code: string) => new AppError('invalid', ExchangeRateErrorCode.NoRate, `Prices cannot be shown in ${code} yet: choose another currency.`),
};
