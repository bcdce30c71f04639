import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';

export const AddressErrorCode = {
  AddressNotFound: 'ADDRESS_NOT_FOUND',
  AddressBookFull: 'ADDRESS_BOOK_FULL',
} as const;

export const addressErrors = {
  // Someone else's address answers like an unknown one.
  notFound: () => new AppError('not_found', AddressErrorCode.AddressNotFound, 'This address is not in your address book.'),
  bookFull: (max: number) =>
    new AppError('conflict', AddressErrorCode.AddressBookFull, `Your address book is full (${max} addresses). Delete one to add another.`),
  defaultCannotBeUnset: () => {
    const message = 'isDefault cannot be set to false on the default address; make another address the default instead';
    return new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields: [{ field: 'isDefault', messages: [message] }] });
  },
};
