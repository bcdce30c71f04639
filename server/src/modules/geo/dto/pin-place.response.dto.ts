import type { PinPlace } from '../pincodes.js';

/** Where a PIN code lies, from India Post's directory. */
export class PinPlaceResponseDto {
  /** Six digits: '302029'. */
  pin: string;
  /** The district most of the PIN's post offices are in: 'Jaipur'. */
  district: string;
  /** The state or union territory as GST names it: 'Rajasthan'. */
  state: string;
  /** Its two-digit GST state code: '08'. */
  stateCode: string;
}

export function toPinPlaceDto(place: PinPlace): PinPlaceResponseDto {
  return { pin: place.pin, district: place.district, state: place.state, stateCode: place.stateCode };
}
