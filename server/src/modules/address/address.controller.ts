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
  @ApiOperation({ summary: 'The address book: the default first, then the newest' })
  @ApiErrors(401)
  list(@CurrentUser() caller: AuthUser): Promise<AddressesResponseDto> {
    return this.addresses.list(caller);
  }

  @Post()
  @ApiOperation({ summary: `Save an address (at most ${MAX_ADDRESSES}); the first one, or one sent with isDefault true, becomes the default` })
  @ApiErrors(400, 401, 409)
  create(@CurrentUser() caller: AuthUser, @Body() dto: SaveAddressDto): Promise<AddressResponseDto> {
    return this.addresses.create(caller, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change an address; isDefault true makes it the default' })
  @ApiErrors(400, 401, 404)
  update(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string, @Body() dto: SaveAddressDto): Promise<AddressResponseDto> {
    return this.addresses.update(caller, id, dto);
  }

  @Put(':id/default')
  @ApiOperation({ summary: 'Make an address the default; the old default stops being one' })
  @ApiErrors(400, 401, 404)
  makeDefault(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string): Promise<AddressResponseDto> {
    return this.addresses.makeDefault(caller, id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an address; when it was the default, the newest one left becomes the default' })
  @ApiErrors(400, 401, 404)
  remove(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string): Promise<AddressDeletedResponseDto> {
    return this.addresses.remove(caller, id);
  }
}
