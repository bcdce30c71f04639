import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { newsletterApi } from '../../features/newsletter/api';
import { renderWithApp } from '../../test/render';
import { NewsletterForm } from './NewsletterForm';

vi.mock('../../features/newsletter/api', () => ({ newsletterApi: { subscribe: vi.fn() } }));

const field = () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
const subscribe = () => fireEvent.click(screen.getByRole('button', { name: /^Subscrib/ }));

describe('footer newsletter box (spec 1, DECISIONS.md)', () => {
  it('offers 10% off a first purchase with a labelled e-mail field', () => {
    renderWithApp(<NewsletterForm />);
    expect(screen.getByRole('heading', { name: '10% off your first purchase' })).toBeTruthy();
    expect(field().type).toBe('email');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('checks the address before sending anything', () => {
    renderWithApp(<NewsletterForm />);
    subscribe();
    expect(screen.getByRole('alert').textContent).toBe('Please enter your e-mail address.');
    fireEvent.change(field(), { target: { value: 'meera@example' } });
    subscribe();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid e-mail address, like name@example.com.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(field());
    expect(newsletterApi.subscribe).not.toHaveBeenCalled();
  });

  it("waits while sending, then reads out the server's sentence and empties the field", async () => {
    let answer: (value: { message: string }) => void = () => undefined;
    vi.mocked(newsletterApi.subscribe).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithApp(<NewsletterForm />);
    fireEvent.change(field(), { target: { value: ' Meera@Example.in ' } });
    subscribe();

    const button = await screen.findByRole('button', { name: 'Subscribing…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(newsletterApi.subscribe).toHaveBeenCalledWith({ email: 'Meera@Example.in' });

    answer({ message: 'Thank you for subscribing! Your 10% coupon is on its way to your inbox.' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing! Your 10% coupon is on its way to your inbox.'),
    );
    expect(field().value).toBe('');
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the address is already subscribed', async () => {
    vi.mocked(newsletterApi.subscribe).mockResolvedValue({ message: 'You are already subscribed.' });
    renderWithApp(<NewsletterForm />);
    fireEvent.change(field(), { target: { value: 'meera@example.in' } });
    subscribe();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are already subscribed.'));
  });

  it("shows the server's refusal, such as too many tries", async () => {
    vi.mocked(newsletterApi.subscribe).mockRejectedValue(
      new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many sign-ups from here. Please try again in a minute.'),
    );
    renderWithApp(<NewsletterForm />);
    fireEvent.change(field(), { target: { value: 'meera@example.in' } });
    subscribe();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-ups from here. Please try again in a minute.');
    expect(field().value).toBe('meera@example.in');
  });
});
