import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { commonErrors } from '../../common/errors/app-error.js';
import { checkAddress } from '../geo/address.rules.js';
import { geoErrors } from '../geo/geo.errors.js';
import { addressErrors } from './address.errors.js';
import { type AddressFields, AddressRepository } from './address.repository.js';
import {
  type AddressDeletedResponseDto,
  type AddressesResponseDto,
  type AddressResponseDto,
  toAddressDto,
} from './dto/address.response.dto.js';
import type { SaveAddressDto } from './dto/save-address.dto.js';
import { shippingFieldsOf } from './dto/shipping-info.dto.js';

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

/**
 * A customer's address book (DECISIONS.md). Every change runs in one transaction that first locks the customer's
 * row, so two tabs adding or switching the default at once queue up: the limit and the single default hold
 * (the partial unique index uq_addresses_default is the last line of defence).
 */
@Injectable()
export class AddressService {
  constructor(private readonly addresses: AddressRepository) {}

  async list(caller: AuthUser): Promise<AddressesResponseDto> {
    const rows = await this.addresses.listOf(caller.id);
    return { addresses: rows.map(toAddressDto) };
  }

  async create(caller: AuthUser, dto: SaveAddressDto): Promise<AddressResponseDto> {
    const fields = fieldsOf(dto);
    const address = await this.withBookLocked(caller, async (manager) => {
      const count = await this.addresses.countOf(manager, caller.id);
      if (count >= MAX_ADDRESSES) throw addressErrors.bookFull(MAX_ADDRESSES);
      // The first address is the default; a later one only when asked.
      const isDefault = count === 0 || dto.isDefault === true;
      if (isDefault) await this.addresses.unsetDefault(manager, caller.id);
      return this.addresses.insert(manager, caller.id, fields, isDefault);
    });
    return { message: 'Address saved', address: toAddressDto(address) };
  }

  async update(caller: AuthUser, id: string, dto: SaveAddressDto): Promise<AddressResponseDto> {
    const fields = fieldsOf(dto);
    const address = await this.withBookLocked(caller, async (manager) => {
      const address = await this.addresses.findOwned(manager, caller.id, id);
      if (!address) throw addressErrors.notFound();
      if (dto.isDefault === false && address.isDefault) throw addressErrors.defaultCannotBeUnset();
      if (dto.isDefault === true && !address.isDefault) {
        await this.addresses.unsetDefault(manager, caller.id);
        address.isDefault = true;
      }
      Object.assign(address, fields);
      return this.addresses.save(manager, address);
    });
    return { message: 'Address updated', address: toAddressDto(address) };
  }

  async makeDefault(caller: AuthUser, id: string): Promise<AddressResponseDto> {
    const address = await this.withBookLocked(caller, async (manager) => {
      const address = await this.addresses.findOwned(manager, caller.id, id);
      if (!address) throw addressErrors.notFound();
      if (address.isDefault) return address;
      await this.addresses.unsetDefault(manager, caller.id);
      address.isDefault = true;
      return this.addresses.save(manager, address);
    });
    return { message: 'Default address set', address: toAddressDto(address) };
  }

  async remove(caller: AuthUser, id: string): Promise<AddressDeletedResponseDto> {
    await this.withBookLocked(caller, async (manager) => {
      const address = await this.addresses.findOwned(manager, caller.id, id);
      if (!address) throw addressErrors.notFound();
      await this.addresses.delete(manager, id);
      if (!address.isDefault) return;
      // The book keeps a default while it has addresses: the newest one left takes over.
      const next = await this.addresses.newestOf(manager, caller.id);
      if (next) await this.addresses.makeDefault(manager, next.id);
    });
    return { message: 'Address deleted', addressId: id };
  }

  /** Runs `work` in a transaction holding the caller's user row, which serialises changes to one address book. */
  private withBookLocked<T>(caller: AuthUser, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.addresses.transaction(async (manager) => {
      if (!(await this.addresses.lockOwner(manager, caller.id))) throw commonErrors.unauthenticated();
      return work(manager);
    });
  }
}

/** The address as kept, after the geo rules (country, PIN and state, postal code, phone); a 400 naming each bad field. */
function fieldsOf(dto: SaveAddressDto): AddressFields {
  const { address, problems } = checkAddress(shippingFieldsOf(dto));
  if (problems.length) throw geoErrors.address(problems);
  return address;
}
