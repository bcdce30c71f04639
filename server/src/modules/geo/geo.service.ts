import { Injectable } from '@nestjs/common';
import { COUNTRIES } from './countries.js';
import { type CountriesResponseDto, toCountryDto } from './dto/countries.response.dto.js';
import { type PinPlaceResponseDto, toPinPlaceDto } from './dto/pin-place.response.dto.js';
import { geoErrors } from './geo.errors.js';
import { lookupPin, normalisePin } from './pincodes.js';

/** India's PIN directory and the countries list, read-only data shipped with the server. */
@Injectable()
export class GeoService {
  private readonly countryList: CountriesResponseDto = { countries: COUNTRIES.map(toCountryDto) };

  pin(pin: string): PinPlaceResponseDto {
    const digits = normalisePin(pin);
    if (digits === undefined) throw geoErrors.pinMalformed(pin.slice(0, 20));
    const place = lookupPin(digits);
    if (!place) throw geoErrors.pinNotFound(digits);
    return toPinPlaceDto(place);
  }

  countries(): CountriesResponseDto {
    return this.countryList;
  }
}
