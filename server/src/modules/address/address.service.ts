import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { commonErrors } from '../../common/errors/app-error.js';
import { User } from '../auth/entities/user.entity.js';
import { addressErrors } from './address.errors.js';
import {
  type AddressDeletedResponseDto,
  type AddressesResponseDto,
  type AddressResponseDto,
  toAddressDto,
} from './dto/address.response.dto.js';
import type { SaveAddressDto } from './dto/save-address.dto.js';
import { Address } from './entities/address.entity.js';

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

/**
 * A customer's address book (DECISIONS.md). Every change runs in one transaction that first locks the customer's
 * row, so two tabs adding or switching the default at once queue up: the limit and the single default hold
 * (the partial unique index uq_addresses_default is the last line of defence).
 */
@Injectable()
export class AddressService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(caller: AuthUser): Promise<AddressesResponseDto> {
    const rows = await this.dataSource
      .getRepository(Address)
      .createQueryBuilder('a')
      .where('a.user_id = :userId', { userId: caller.id })
      .orderBy('a.is_default', 'DESC')
      .addOrderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'ASC')
      .getMany();
    return { addresses: rows.map(toAddressDto) };
  }

  async create(caller: AuthUser, dto: SaveAddressDto): Promise<AddressResponseDto> {
    const address = await this.withBookLocked(caller, async (manager) => {
      const repository = manager.getRepository(Address);
      const count = await repository.countBy({ userId: caller.id });
      if (count >= MAX_ADDRESSES) throw addressErrors.bookFull(MAX_ADDRESSES);
      // The first address is the default; a later one only when asked.
      const isDefault = count === 0 || dto.isDefault === true;
      if (isDefault) await this.unsetDefault(manager, caller.id);
      return repository.save(repository.create({ userId: caller.id, ...fieldsOf(dto), isDefault }));
    });
    return { message: 'Address saved', address: toAddressDto(address) };
  }

  async update(caller: AuthUser, id: string, dto: SaveAddressDto): Promise<AddressResponseDto> {
    const address = await this.withBookLocked(caller, async (manager) => {
      const repository = manager.getRepository(Address);
      const address = await repository.findOneBy({ id, userId: caller.id });
      if (!address) throw addressErrors.notFound();
      if (dto.isDefault === false && address.isDefault) throw addressErrors.defaultCannotBeUnset();
      if (dto.isDefault === true && !address.isDefault) {
        await this.unsetDefault(manager, caller.id);
        address.isDefault = true;
      }
      Object.assign(address, fieldsOf(dto));
      return repository.save(address);
    });
    return { message: 'Address updated', address: toAddressDto(address) };
  }

  async makeDefault(caller: AuthUser, id: string): Promise<AddressResponseDto> {
    const address = await this.withBookLocked(caller, async (manager) => {
      const repository = manager.getRepository(Address);
      const address = await repository.findOneBy({ id, userId: caller.id });
      if (!address) throw addressErrors.notFound();
      if (address.isDefault) return address;
      await this.unsetDefault(manager, caller.id);
      address.isDefault = true;
      return repository.save(address);
    });
    return { message: 'Default address set', address: toAddressDto(address) };
  }

  async remove(caller: AuthUser, id: string): Promise<AddressDeletedResponseDto> {
    await this.withBookLocked(caller, async (manager) => {
      const repository = manager.getRepository(Address);
      const address = await repository.findOneBy({ id, userId: caller.id });
      if (!address) throw addressErrors.notFound();
      await repository.delete({ id });
      if (!address.isDefault) return;
      // The book keeps a default while it has addresses: the newest one left takes over.
      const next = await repository.findOne({ where: { userId: caller.id }, order: { createdAt: 'DESC', id: 'ASC' } });
      if (next) await repository.update({ id: next.id }, { isDefault: true });
    });
    return { message: 'Address deleted', addressId: id };
  }

  /** Runs `work` in a transaction holding the caller's user row, which serialises changes to one address book. */
  private withBookLocked<T>(caller: AuthUser, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager
        .getRepository(User)
        .createQueryBuilder('u')
        .select('u.id')
        .setLock('pessimistic_write')
        .where('u.id = :id', { id: caller.id })
        .getOne();
      if (!user) throw commonErrors.unauthenticated();
      return work(manager);
    });
  }

  /** Two statements, not one: PostgreSQL checks the unique default index row by row, so the old default goes first. */
  private async unsetDefault(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(Address).update({ userId, isDefault: true }, { isDefault: false });
  }
}

function fieldsOf(dto: SaveAddressDto): Pick<Address, 'name' | 'address' | 'phone' | 'post' | 'province' | 'city' | 'area'> {
  return { name: dto.name, address: dto.address, phone: dto.phone, post: dto.post, province: dto.province, city: dto.city, area: dto.area };
}
