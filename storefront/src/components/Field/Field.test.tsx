import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, PasswordField } from './Field';

describe('PasswordField', () => {
  it('shows its error under the input, reads it with the input and marks it invalid, as Field does', () => {
    render(
      <>
        <Field label="Email" error="Enter your e-mail." />
        <PasswordField label="Password" hint="At least 8 characters." error="Enter your password." />
      </>,
    );
    for (const [name, message] of [
      ['Email', 'Enter your e-mail.'],
      ['Password', 'Enter your password.'],
    ] as const) {
      const input = screen.getByLabelText(name);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const notes = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(notes).toContain(message);
      // The props that draw notes never reach the input as attributes.
      expect(input.hasAttribute('error')).toBe(false);
      expect(input.hasAttribute('hint')).toBe(false);
    }
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
  });

  it('is valid without an error, and shows what was typed on demand', () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
  });
});
