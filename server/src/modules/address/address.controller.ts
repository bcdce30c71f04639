import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { AddressService, MAX_ADDRESSES } from './address.service.js';
import { AddressDeletedResponseDto, AddressesResponseDto, AddressResponseDto } from './dto/address.response.dto.js';
import { SaveAddressDto } from './dto/save-address.dto.js';

/** The dashboard's address book (DECISIONS.md), offered at checkout: the signed-in customer's own addresses only. */
@ApiTags('address')
@Controller('home/customer/addresses')
export class AddressController {
  constructor(private readonly addresses: AddressService) {}

  @Get()
  @ApiOperation({
    summary: 'The address book: the default first, then the newest',
    description:
      "The caller's own address book as `addresses`: the default first, then the newest.",
  })
  @ApiErrors(401)
  list(@CurrentUser() caller: AuthUser): Promise<AddressesResponseDto> {
    return this.addresses.list(caller);
  }

  @Post()
  @ApiOperation({
    summary: `Save an address (at most ${MAX_ADDRESSES}); the first one, or one sent with isDefault true, becomes the default`,
    description:
      "Saves an address in the caller's book with the checkout's address fields and rules. The first address becomes " +
      'the default, a later one only with `isDefault` true (the old default then stops being one). A book holds at ' +
      'most 20. No `country` is India. The address is kept as the rules read it: the country upper case, the phone in ' +
      "E.164, the state as its country's list spells it. Fails: 400 `VALIDATION_FAILED` naming the field (also a PIN " +
      "India Post does not have or that lies in another state, a postal code not of the country's format, a state not " +
      'on its list, a phone not valid there); 409 `ADDRESS_BOOK_FULL`.',
  })
  @ApiErrors(400, 401, 409)
  create(@CurrentUser() caller: AuthUser, @Body() dto: SaveAddressDto): Promise<AddressResponseDto> {
    return this.addresses.create(caller, dto);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Change an address; isDefault true makes it the default',
    description:
      "Replaces the fields of one of the caller's addresses; `isDefault` true makes it the default, false is refused " +
      'on the default address (make another one the default instead). Fails: 400 `VALIDATION_FAILED` (also when id is ' +
      "not a UUID); 404 `ADDRESS_NOT_FOUND` (also someone else's address).",
  })
  @ApiErrors(400, 401, 404)
  update(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string, @Body() dto: SaveAddressDto): Promise<AddressResponseDto> {
    return this.addresses.update(caller, id, dto);
  }

  @Put(':id/default')
  @ApiOperation({
    summary: 'Make an address the default; the old default stops being one',
    description:
      "Makes one of the caller's addresses the default; the old default stops being one. Fails: 400 " +
      "`VALIDATION_FAILED` when id is not a UUID; 404 `ADDRESS_NOT_FOUND` (also someone else's address).",
  })
  @ApiErrors(400, 401, 404)
  makeDefault(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string): Promise<AddressResponseDto> {
    return this.addresses.makeDefault(caller, id);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete an address; when it was the default, the newest one left becomes the default',
    description:
      "Deletes one of the caller's addresses and answers its id as `addressId`; when it was the default, the newest " +
      'one left becomes the default. Orders keep the address they were placed with. Fails: 400 `VALIDATION_FAILED` ' +
      "when id is not a UUID; 404 `ADDRESS_NOT_FOUND` (also someone else's address).",
  })
  @ApiErrors(400, 401, 404)
  remove(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string): Promise<AddressDeletedResponseDto> {
    return this.addresses.remove(caller, id);
  }
}
