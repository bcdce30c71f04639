import { describe, expect, it } from 'vitest';
import { checkStaffEmail, checkStaffName, checkStaffPassword, checkStaffPhone, deleteConsequence, toStaffCreatePayload, toStaffUpdatePayload } from './staffRules';

describe('staff form rules', () => {
  it('leaves empty values to required() and names what is wrong', () => {
    for (const check of [checkStaffName, checkStaffEmail, checkStaffPassword, checkStaffPhone]) expect(check('')).toBeUndefined();
    expect(checkStaffName('x'.repeat(101))).toBe('The name can be at most 100 characters.');
    expect(checkStaffEmail('meera@')).toBe('Please enter an e-mail address, e.g. name@example.com.');
    expect(checkStaffEmail(' meera@example.com ')).toBeUndefined();
    expect(checkStaffEmail('ops@localhost')).toBeUndefined();
    for (const wrong of ['ops@example..com', 'ops@.example', 'ops@example.', 'o ps@example.com', 'ops@@example.com']) {
      expect(checkStaffEmail(wrong)).toBe('Please enter an e-mail address, e.g. name@example.com.');
    }
    expect(checkStaffPassword('short')).toBe('The password must be 8 to 128 characters.');
    expect(checkStaffPassword('long enough')).toBeUndefined();
    expect(checkStaffPhone('98-76')).toBe('The phone must be 7 to 15 digits, optionally with a leading +.');
    expect(checkStaffPhone('+919876543210')).toBeUndefined();
  });
});

describe('toStaffCreatePayload', () => {
  it('sends the fields trimmed, the e-mail lower-case, and no phone when none was given', () => {
    expect(toStaffCreatePayload({ name: ' Jaipur Gems ', email: ' Sales@Jaipur.Example ', password: ' spaced pass ', role: 'seller', phone: '  ' })).toEqual({
      name: 'Jaipur Gems',
      email: 'sales@jaipur.example',
      password: ' spaced pass ',
      role: 'seller',
    });
    expect(toStaffCreatePayload({ name: 'A', email: 'a@b.example', password: 'long-enough', role: 'admin', phone: ' 9876543210 ' }).phone).toBe('9876543210');
  });
});

describe('toStaffUpdatePayload', () => {
  it('sends name, phone and role, and the new password only when one was typed', () => {
    expect(toStaffUpdatePayload({ name: ' Jaipur Gems ', role: 'seller', phone: null, newPassword: '' })).toEqual({ name: 'Jaipur Gems', phone: '', role: 'seller' });
    expect(toStaffUpdatePayload({ name: 'Jaipur Gems', role: 'admin', phone: '9876543210', newPassword: 'a-new-password' })).toEqual({
      name: 'Jaipur Gems',
      phone: '9876543210',
      role: 'admin',
      password: 'a-new-password',
    });
  });
});

describe('deleteConsequence', () => {
  it("says a seller's products pass to the house shop, and how many", () => {
    expect(deleteConsequence({ name: 'Jaipur Gems', role: 'seller', products: 3 })).toBe(
      'Jaipur Gems will no longer be able to sign in to the console. Their 3 products will pass to the house shop, Sona Jewellers, and stay on sale under its name; past orders keep their shop.',
    );
    expect(deleteConsequence({ name: 'Jaipur Gems', role: 'seller', products: 1 })).toContain('Their 1 product will pass to the house shop');
    expect(deleteConsequence({ name: 'Jaipur Gems', role: 'seller', products: 0 })).toBe(
      'Jaipur Gems will no longer be able to sign in to the console. Their shop has no products.',
    );
    expect(deleteConsequence({ name: 'Ravi', role: 'admin', products: 0 })).toBe('Ravi will no longer be able to sign in to the console.');
  });
});
