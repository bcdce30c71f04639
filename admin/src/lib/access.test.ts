import { describe, expect, it } from 'vitest';
import { canStaffAccess } from './access';

describe('canStaffAccess', () => {
  it('lets an admin do everything', () => {
    expect(canStaffAccess('admin', 'customers', 'list')).toBe(true);
    expect(canStaffAccess('admin', 'categories', 'delete')).toBe(true);
    expect(canStaffAccess('admin', 'reviews', 'delete')).toBe(true);
  });

  it('keeps customers away from sellers entirely', () => {
    expect(canStaffAccess('seller', 'customers', 'list')).toBe(false);
    expect(canStaffAccess('seller', 'customers', 'show')).toBe(false);
  });

  it('keeps staff accounts, payment attempts, newsletter addresses, the house banners and the metal rates away from sellers', () => {
    for (const resource of ['staff', 'payments', 'subscribers', 'banners', 'metal-rates', 'metal-rate-changes', 'exchange-rates', 'couriers', 'delivery-zones', 'delivery-holidays', 'delivery-settings']) {
      expect(canStaffAccess('seller', resource, 'list')).toBe(false);
      expect(canStaffAccess('admin', resource, 'list')).toBe(true);
    }
  });

  it('lets sellers read their orders but change none', () => {
    expect(canStaffAccess('seller', 'orders', 'list')).toBe(true);
    expect(canStaffAccess('seller', 'orders', 'show')).toBe(true);
    for (const action of ['create', 'edit', 'delete']) expect(canStaffAccess('seller', 'orders', action)).toBe(false);
    expect(canStaffAccess('admin', 'orders', 'edit')).toBe(true);
  });

  it('lets sellers read categories but not change them', () => {
    expect(canStaffAccess('seller', 'categories', 'list')).toBe(true);
    for (const action of ['create', 'edit', 'delete', 'clone']) {
      expect(canStaffAccess('seller', 'categories', action)).toBe(false);
    }
  });

  it('lets sellers hide reviews but not delete them', () => {
    expect(canStaffAccess('seller', 'reviews', 'list')).toBe(true);
    expect(canStaffAccess('seller', 'reviews', 'edit')).toBe(true);
    expect(canStaffAccess('seller', 'reviews', 'delete')).toBe(false);
  });

  it('lets sellers manage their products, gifts, coupons and posts (the server shows them only their own)', () => {
    for (const resource of ['products', 'gifts', 'coupons', 'blogs']) {
      for (const action of ['list', 'create', 'edit', 'delete']) {
        expect(canStaffAccess('seller', resource, action)).toBe(true);
      }
    }
  });

  it('allows nothing without a role', () => {
    expect(canStaffAccess(undefined, 'products', 'list')).toBe(false);
  });
});
