import { countryName, INDIA, placeLine, type AddressDraft } from '../../features/addresses/address-rules';
import './AddressText.css';

export type AddressTextProps = {
  /** An address as saved or as an order keeps it; no country: India. */
  address: Omit<AddressDraft, 'country'> & { country?: string };
  /** Leave the name out when a heading already says it. */
  withName?: boolean;
};

/** A shipping address as a label reads: name, street, area, city, state and postal code, country, phone. */
export function AddressText({ address, withName = true }: AddressTextProps) {
  return (
    <address className="address-text">
      {withName ? <span className="address-text__name">{address.name}</span> : null}
      <span>{address.address}</span>
      {address.area === '' ? null : <span>{address.area}</span>}
      <span>{placeLine(address)}</span>
      <span>{countryName(address.country ?? INDIA)}</span>
      <span>Phone {address.phone}</span>
    </address>
  );
}
