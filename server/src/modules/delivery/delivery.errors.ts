import { AppError, invalidField } from '../../common/errors/app-error.js';

export const DeliveryErrorCode = {
  UnknownPin: 'DELIVERY_UNKNOWN_PIN',
  NotServed: 'DELIVERY_NOT_SERVED',
  CodRefused: 'DELIVERY_COD_REFUSED',
  CodAboveLimit: 'DELIVERY_COD_ABOVE_LIMIT',
  ZoneNotFound: 'DELIVERY_ZONE_NOT_FOUND',
  ZoneNameTaken: 'DELIVERY_ZONE_NAME_TAKEN',
  HolidayNotFound: 'DELIVERY_HOLIDAY_NOT_FOUND',
  HolidayTaken: 'DELIVERY_HOLIDAY_TAKEN',
  SettingsNotFound: 'DELIVERY_SETTINGS_NOT_FOUND',
} as const;

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export const deliveryErrors = {
  // The estimate's PIN: well formed but not in India Post's directory.
  unknownPin: (pin: string) => new AppError('not_found', DeliveryErrorCode.UnknownPin, `No PIN code ${pin} in India. Please check the PIN code.`),
  // An order's address: the same sentence, as a 400 on the field.
  unknownPinField: (field: string, pin: string) => invalidField(field, `No PIN code ${pin} in India. Please check the PIN code.`, DeliveryErrorCode.UnknownPin),
  notServed: (where: string) =>
    new AppError('invalid', DeliveryErrorCode.NotServed, `Sorry, we do not deliver to ${where} yet. Please choose another address.`),
  codAbroad: () =>
    new AppError('invalid', DeliveryErrorCode.CodRefused, 'Cash on delivery is not available for deliveries outside India. Please pay online.'),
  codNotOffered: (zone: string) =>
    new AppError('invalid', DeliveryErrorCode.CodRefused, `Cash on delivery is not available for ${zone}. Please pay online.`),
  codAboveLimit: (limitPaise: number, totalPaise: number) =>
    new AppError(
      'conflict',
      DeliveryErrorCode.CodAboveLimit,
      `Cash on delivery is available for orders up to ${rupees(limitPaise)}; this order comes to ${rupees(totalPaise)}. Please pay online.`,
    ),
  zoneNotFound: () => new AppError('not_found', DeliveryErrorCode.ZoneNotFound, 'There is no such delivery zone.'),
  zoneNameTaken: (name: string) => new AppError('conflict', DeliveryErrorCode.ZoneNameTaken, `There is already a delivery zone named ${name}.`),
  holidayNotFound: () => new AppError('not_found', DeliveryErrorCode.HolidayNotFound, 'There is no holiday on this date.'),
  holidayTaken: (date: string) => new AppError('conflict', DeliveryErrorCode.HolidayTaken, `${date} is already on the holiday list.`),
  settingsNotFound: () => new AppError('not_found', DeliveryErrorCode.SettingsNotFound, 'The delivery settings have the id "current".'),
};

export { rupees as rupeesText };
