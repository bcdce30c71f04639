import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CachedResponse } from '../../common/http/cached-response.decorator.js';
import { CountriesResponseDto } from './dto/countries.response.dto.js';
import { PinPlaceResponseDto } from './dto/pin-place.response.dto.js';
import { GeoService } from './geo.service.js';

/** The data changes only with a new build of the server: browsers and proxies may keep it a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** Where things are, for everyone: India's PIN codes (the address form fills city and state) and the countries list. */
@ApiTags('geo')
@Controller()
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Public()
  @Get('pincodes/:pin')
  // The directory only changes with a new build: kept in memory like the catalogue's answers.
  @CachedResponse()
  @Header('Cache-Control', CACHE_CONTROL)
  @ApiOperation({
    summary: "Where an Indian PIN code lies: its district, state and the state's GST code",
    description:
      "From India Post's All India Pincode Directory, shipped with the server. Fails: 400 `PIN_MALFORMED` when pin is " +
      'not 6 digits (the first not 0); 404 `PIN_NOT_FOUND` when India Post has no such PIN.',
  })
  @ApiErrors(400, 404)
  pin(@Param('pin') pin: string): Promise<PinPlaceResponseDto> {
    return Promise.resolve(this.geo.pin(pin));
  }

  @Public()
  @Get('countries')
  @CachedResponse()
  @Header('Cache-Control', CACHE_CONTROL)
  @ApiOperation({
    summary: 'The countries the shop delivers to, with what an address there needs',
    description:
      'ISO 3166-1 countries, India first: English name, dialling code, what the postal code is called and whether it ' +
      'is required, and the states or provinces to pick from where an address must name one. Never fails.',
  })
  countries(): Promise<CountriesResponseDto> {
    return Promise.resolve(this.geo.countries());
  }
}
