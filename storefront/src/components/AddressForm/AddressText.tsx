import type { AddressDraft } from '../../features/addresses/address-rules';
import './AddressText.css';

export type AddressTextProps = {
  address: AddressDraft;
  /** Leave the name out when a heading already says it. */
  withName?: boolean;
};

/** A shipping address as a label reads: name, street, area, city, state and PIN, country, phone. */
export function AddressText({ address, withName = true }: AddressTextProps) {
  return (
    <address className="address-text">
      {withName ? <span className="address-text__name">{address.name}</span> : null}
      <span>{address.address}</span>
      <span>{address.area}</span>
      <span>
        {address.city}, {address.province} {address.post}
      </span>
      <span>India</span>
      <span>Phone {address.phone}</span>
    </address>
  );
}
