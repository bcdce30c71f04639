import { useState } from 'react';
import { apiErrorMessage } from '../../api/client';
import { AddressForm } from '../../components/AddressForm/AddressForm';
import { AddressText } from '../../components/AddressForm/AddressText';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { CheckboxField } from '../../components/Field/Field';
import { draftOf, type AddressDraft } from '../../features/addresses/address-rules';
import type { SavedAddress } from '../../features/addresses/api';
import { ADDRESS_FALLBACK } from '../../features/addresses/messages';
import { useAddressBook, useAddresses } from '../../features/addresses/use-addresses';
import './AddressesTab.css';

/** What the tab is doing: showing the book, adding an address, or editing one. */
type Editing = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; address: SavedAddress };

/**
 * Addresses (DECISIONS.md: reachable and working): the address book with add, edit, delete and make default, each
 * address checked by the checkout's rule. The default is offered first at checkout.
 */
export function AddressesTab() {
  const addresses = useAddresses();
  const book = useAddressBook();
  const [editing, setEditing] = useState<Editing>({ mode: 'list' });
  const [makeDefault, setMakeDefault] = useState(false);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  const startAdding = () => {
    setMakeDefault(false);
    setEditing({ mode: 'add' });
  };

  const save = (id: string | null, address: AddressDraft) =>
    book.save.mutate(
      { id, body: { ...address, ...(makeDefault ? { isDefault: true } : {}) } },
      { onSuccess: () => setEditing({ mode: 'list' }) },
    );

  const defaultBox = (
    <CheckboxField className="address-form__check" label="Make this my default address" checked={makeDefault} onChange={setMakeDefault} />
  );

  return (
    <section className="addresses-tab" aria-labelledby="addresses-title">
      <div className="dashboard__tab-head addresses-tab__head">
        <h2 id="addresses-title">Addresses</h2>
        {editing.mode === 'list' && addresses.isSuccess ? (
          <button type="button" className="button button--small" onClick={startAdding}>
            Add address
          </button>
        ) : null}
      </div>

      {editing.mode === 'add' ? (
        <div className="panel addresses-tab__form">
          <h3>New address</h3>
          <AddressForm
            label="New address"
            submitLabel="Save address"
            busy={book.save.isPending}
            error={book.save.error}
            onSubmit={(address) => save(null, address)}
            onCancel={() => setEditing({ mode: 'list' })}
          >
            {defaultBox}
          </AddressForm>
        </div>
      ) : null}

      {addresses.isPending ? (
        <p role="status">Loading your addresses…</p>
      ) : addresses.isError ? (
        <ErrorState message={apiErrorMessage(addresses.error, ADDRESS_FALLBACK)} onRetry={() => void addresses.refetch()} />
      ) : addresses.data.length === 0 && editing.mode !== 'add' ? (
        <EmptyState title="No saved addresses">
          <p>Add an address here and it will be offered at checkout.</p>
        </EmptyState>
      ) : (
        <ul className="grid-list addresses-tab__list">
          {addresses.data.map((address) =>
            editing.mode === 'edit' && editing.address._id === address._id ? (
              <li key={address._id} className="panel addresses-tab__form">
                <h3>Edit address</h3>
                <AddressForm
                  label={`Edit the address for ${address.name}`}
                  initial={draftOf(address)}
                  submitLabel="Save changes"
                  busy={book.save.isPending}
                  error={book.save.error}
                  onSubmit={(draft) => save(address._id, draft)}
                  onCancel={() => setEditing({ mode: 'list' })}
                >
                  {address.isDefault ? null : defaultBox}
                </AddressForm>
              </li>
            ) : (
              <li key={address._id} className="panel address-card">
                {address.isDefault ? <p className="badge address-card__badge">Default</p> : null}
                <AddressText address={address} />
                <div className="address-card__actions">
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      setMakeDefault(false);
                      setEditing({ mode: 'edit', address });
                    }}
                    aria-label={`Edit the address for ${address.name}, ${address.address}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="link-button address-card__delete"
                    onClick={() => setDeleting(address)}
                    aria-label={`Delete the address for ${address.name}, ${address.address}`}
                  >
                    Delete
                  </button>
                  {address.isDefault ? null : (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => book.makeDefault.mutate(address._id)}
                      disabled={book.makeDefault.isPending}
                      aria-label={`Make default the address for ${address.name}, ${address.address}`}
                    >
                      Make default
                    </button>
                  )}
                </div>
              </li>
            ),
          )}
        </ul>
      )}

      {deleting === null ? null : (
        <ConfirmDialog
          title="Delete this address?"
          message={`${deleting.name}, ${deleting.address} will be removed from your address book.`}
          confirmLabel="Delete"
          busy={book.remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => book.remove.mutate(deleting._id, { onSettled: () => setDeleting(null) })}
        />
      )}
    </section>
  );
}
