import { IsBoolean } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { ShippingInfoDto } from './shipping-info.dto.js';

/** An address book entry as the dashboard sends it: the checkout's address fields, same rules. */
export class SaveAddressDto extends ShippingInfoDto {
  /** true: this becomes the default address (the old default stops being one). The first address is the default anyway. */
  @IsOptionalButNotNull()
  @IsBoolean({ message: 'isDefault must be true or false' })
  isDefault?: boolean;
}
