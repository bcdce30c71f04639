import type { Address } from '../entities/address.entity.js';

/** One saved address. */
export class AddressDto {
  _id: string;
  name: string;
  address: string;
  phone: string;
  /** PIN code in India, the postal code elsewhere ('' where the country has none). */
  post: string;
  province: string;
  city: string;
  area: string;
  /** ISO 3166-1 alpha-2: 'IN', 'US'. */
  country: string;
  /** The address offered first at checkout; exactly one while the book is not empty. */
  isDefault: boolean;
}

export class AddressesResponseDto {
  /** The default first, then the newest first. */
  addresses: AddressDto[];
}

export class AddressResponseDto {
  message: string;
  address: AddressDto;
}

export class AddressDeletedResponseDto {
  message: string;
  addressId: string;
}

export function toAddressDto(address: Address): AddressDto {
  return {
    _id: address.id,
    name: address.name,
    address: address.address,
    phone: address.phone,
    post: address.post,
    province: address.province,
    city: address.city,
    area: address.area,
    country: address.country,
    isDefault: address.isDefault,
  };
}
