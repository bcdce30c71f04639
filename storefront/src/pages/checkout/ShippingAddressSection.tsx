import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage } from '../../api/client';
import { AddressForm } from '../../components/AddressForm/AddressForm';
import { AddressText } from '../../components/AddressForm/AddressText';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { CheckboxField } from '../../components/Field/Field';
import { draftOf, type AddressDraft } from '../../features/addresses/address-rules';
import type { SavedAddress } from '../../features/addresses/api';
import { ADDRESS_FALLBACK } from '../../features/addresses/messages';
import { useAddresses } from '../../features/addresses/use-addresses';
import { useAuth } from '../../features/auth/auth-context';
import './ShippingAddressSection.css';

export type ShippingAddressSectionProps = {
  /** The address saved for this checkout (the cookie's), or null while there is none. */
  saved: AddressDraft | null;
  /** Save the typed address; `keep` adds it to the address book as well. */
  onSave: (address: AddressDraft, keep: boolean) => void;
  /** Change: forget the saved address and start again with empty fields (spec 4). */
  onChange: () => void;
  /** 'Text me with news and offers' (spec 2). */
  textOffers: boolean;
  onTextOffers: (checked: boolean) => void;
};

/**
 * The Information step's address (spec 2 and 4, DECISIONS.md): saved, it reads 'Deliver to {name}' with Change;
 * unsaved, a signed-in customer may pick one of their saved addresses, or type one into the validated form and tick
 * 'Save this information for next time' to keep it in the address book.
 */
export function ShippingAddressSection({ saved, onSave, onChange, textOffers, onTextOffers }: ShippingAddressSectionProps) {
  const titleId = useId();
  const { user } = useAuth();
  const [keep, setKeep] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const wasSaved = useRef(saved !== null);

  // after Save the summary takes the focus; after Change the first field does
  useEffect(() => {
    const isSaved = saved !== null;
    if (isSaved === wasSaved.current) return;
    wasSaved.current = isSaved;
    const target = isSaved ? '.deliver-to__title' : 'input';
    sectionRef.current?.querySelector<HTMLElement>(target)?.focus();
  }, [saved]);

  return (
    <section ref={sectionRef} className="panel checkout-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Shipping address</h2>
      {saved === null ? (
        <>
          {user === null ? null : <AddressBookChoice onPick={(address) => onSave(draftOf(address), false)} />}
          <AddressForm label="Shipping address" submitLabel="Save address" onSubmit={(address) => onSave(address, keep)}>
            <div className="address-choices">
              {user === null ? null : (
                <CheckboxField className="checkout-check" label="Save this information for next time" checked={keep} onChange={setKeep} />
              )}
              <CheckboxField className="checkout-check" label="Text me with news and offers" checked={textOffers} onChange={onTextOffers} />
            </div>
          </AddressForm>
        </>
      ) : (
        <div className="deliver-to">
          <div className="deliver-to__text">
            <h3 className="deliver-to__title" tabIndex={-1}>
              Deliver to {saved.name}
            </h3>
            <AddressText address={saved} withName={false} />
          </div>
          <button type="button" className="link-button" onClick={onChange} aria-label={`Change the address for ${saved.name}`}>
            Change
          </button>
        </div>
      )}
    </section>
  );
}

type AddressBookChoiceProps = { onPick: (address: SavedAddress) => void };

/** The customer's saved addresses, each a button that delivers there; nothing when the book is empty. */
function AddressBookChoice({ onPick }: AddressBookChoiceProps) {
  const addresses = useAddresses();
  const titleId = useId();
  if (addresses.isError) {
    return <ErrorState message={apiErrorMessage(addresses.error, ADDRESS_FALLBACK)} onRetry={() => void addresses.refetch()} />;
  }
  if (addresses.isPending || addresses.data.length === 0) return null;
  return (
    <div className="address-book-choice" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="address-book-choice__title">
        Your saved addresses
      </h3>
      <ul className="grid-list">
        {addresses.data.map((address) => (
          <li key={address._id} className="address-book-choice__item">
            <AddressText address={address} />
            <button type="button" className="button button--secondary button--small" onClick={() => onPick(address)} aria-label={`Deliver here: ${address.name}, ${address.address}`}>
              Deliver here
            </button>
          </li>
        ))}
      </ul>
      <p className="address-book-choice__or">Or enter another address:</p>
    </div>
  );
}
