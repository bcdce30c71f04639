import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { useState } from 'react';
import type { AddressDraft } from '../../features/addresses/address-rules';
import { geoApi } from '../../features/geo/api';
import { JAIPUR } from '../../test/checkout';
import { INDIA, UK, US } from '../../test/countries';
import { renderWithApp } from '../../test/render';
import { AddressForm } from './AddressForm';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/geo/api', () => ({ geoApi: { countries: vi.fn(), pin: vi.fn() } }));

function showForm(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithApp(<AddressForm label="Shipping address" submitLabel="Save address" onSubmit={onSubmit} {...props} />);
  return { form: screen.getByRole('form', { name: 'Shipping address' }), onSubmit };
}

const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.mocked(geoApi.countries).mockReset().mockResolvedValue([INDIA, UK, US]);
  vi.mocked(geoApi.pin).mockReset();
});

describe('AddressForm (issue 17)', () => {
  it('starts in India: the country picked, India first, PIN code and a state to choose, +91 before the phone', async () => {
    const { form } = showForm();
    const country = (await within(form).findByRole('combobox', { name: 'Country/Region' })) as HTMLSelectElement;
    await waitFor(() => expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual(['India', 'United Kingdom', 'United States of America']));
    expect(country.value).toBe('IN');
    expect(within(form).getByLabelText('PIN code')).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'State' })).toBeTruthy();
    expect(within(form).getByText('+91')).toBeTruthy();
  });

  it('fills city and state from the PIN once it has six digits; the city can still be changed', async () => {
    vi.mocked(geoApi.pin).mockResolvedValue({ pin: '302029', district: 'Jaipur', state: 'Rajasthan', stateCode: '08' });
    const { form } = showForm();
    await within(form).findByRole('combobox', { name: 'State' });
    type(form, 'PIN code', '30202');
    expect(geoApi.pin).not.toHaveBeenCalled();
    type(form, 'PIN code', '302029');
    await waitFor(() => expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('Jaipur'));
    expect((within(form).getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('Rajasthan');
    expect(within(form).getByText('Jaipur, Rajasthan')).toBeTruthy();
    expect(geoApi.pin).toHaveBeenCalledWith('302029');
    type(form, 'City', 'Sanganer');
    expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('Sanganer');
  });

  it('forgets the city and state the PIN filled in when another country is chosen', async () => {
    vi.mocked(geoApi.pin).mockResolvedValue({ pin: '302029', district: 'Jaipur', state: 'Rajasthan', stateCode: '08' });
    const { form } = showForm();
    await within(form).findByRole('option', { name: 'United States of America' });
    type(form, 'PIN code', '302029');
    await waitFor(() => expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('Jaipur'));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Country/Region' }), { target: { value: 'US' } });
    expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('');
    expect((within(form).getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('');
  });

  it("says at the field that a PIN India Post does not have is unknown, and does not submit", async () => {
    vi.mocked(geoApi.pin).mockRejectedValue(new ApiError(404, 'PIN_NOT_FOUND', 'No PIN code 999999 in India.'));
    const { form, onSubmit } = showForm({ initial: { ...JAIPUR, post: '' } });
    await within(form).findByRole('combobox', { name: 'State' });
    type(form, 'PIN code', '999999');
    const post = within(form).getByLabelText('PIN code');
    await waitFor(() => expect(post.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('No PIN code 999999 in India.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a US address: ZIP code, a state from the list, +1, the area optional', async () => {
    const { form, onSubmit } = showForm();
    await within(form).findByRole('option', { name: 'United States of America' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Country/Region' }), { target: { value: 'US' } });
    expect(within(form).getByLabelText('ZIP code')).toBeTruthy();
    expect(within(form).getByLabelText('Area (optional)')).toBeTruthy();
    expect(within(form).getByText('+1')).toBeTruthy();
    type(form, 'Full name', 'Emily Carter');
    type(form, 'Phone', '(212) 555-0147');
    type(form, 'Address', '350 Fifth Avenue');
    type(form, 'City', 'New York');
    fireEvent.change(within(form).getByRole('combobox', { name: 'State' }), { target: { value: 'New York' } });
    type(form, 'ZIP code', '10118');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Emily Carter',
      phone: '2125550147',
      address: '350 Fifth Avenue',
      area: '',
      city: 'New York',
      province: 'New York',
      post: '10118',
      country: 'US',
    });
    expect(geoApi.pin).not.toHaveBeenCalled();
  });

  it("names the UK's postcode and leaves the county optional free text", async () => {
    const { form } = showForm();
    await within(form).findByRole('option', { name: 'United Kingdom' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Country/Region' }), { target: { value: 'GB' } });
    expect(within(form).getByLabelText('Postcode')).toBeTruthy();
    expect(within(form).getByLabelText('State or province (optional)')).toBeTruthy();
  });

  it("shows the server's refusal at its field until that field is changed", async () => {
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'PIN 302029 is in Rajasthan, not Gujarat', [
      { field: 'post', messages: ['PIN 302029 is in Rajasthan, not Gujarat'] },
    ]);
    const onSubmit = vi.fn();
    vi.mocked(geoApi.pin).mockImplementation(async (pin) =>
      pin === '302029' ? { pin, district: 'Jaipur', state: 'Rajasthan', stateCode: '08' } : { pin, district: 'Ahmedabad', state: 'Gujarat', stateCode: '24' },
    );
    // The page keeps the failed save's error, as a mutation does.
    function Page() {
      const [error, setError] = useState<unknown>(null);
      const submit = (address: AddressDraft) => {
        onSubmit(address);
        setError(refusal);
      };
      return <AddressForm label="Address" submitLabel="Save" onSubmit={submit} initial={JAIPUR} error={error} />;
    }
    renderWithApp(<Page />);
    const form = screen.getByRole('form', { name: 'Address' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(JAIPUR);
    const post = within(form).getByLabelText('PIN code');
    expect(post.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('PIN 302029 is in Rajasthan, not Gujarat')).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    type(form, 'PIN code', '380001');
    expect(within(form).queryByText('PIN 302029 is in Rajasthan, not Gujarat')).toBeNull();
  });
});
