import { maxLengthCheck } from '../../lib/checks';
import type { StaffCreatePayload, StaffCreateValues, StaffEditValues, StaffMember, StaffRole, StaffUpdatePayload } from './types';

/** The shop's own name: a deleted seller's products go on selling under it (HOUSE_SHOP_NAME on the server). */
export const HOUSE_SHOP_NAME = 'Sona Jewellers';

export const staffRoleChoices: { id: StaffRole; name: string }[] = [
  { id: 'seller', name: 'Seller' },
  { id: 'admin', name: 'Admin' },
];

const PHONE = /^\+?\d{7,15}$/;
// As the server's staff rule (isStaffEmail): the domain may be a single label, intranet style (ops@localhost).
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The server's rules (CreateStaffDto, UpdateStaffDto), checked in the form. Each answers a sentence, or undefined when
 * acceptable; an empty value is left to `required()` where the field must be filled.
 */
export const checkStaffName = maxLengthCheck(100, 'The name can be at most 100 characters.');

export function checkStaffEmail(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const email = typeof value === 'string' ? value.trim() : '';
  return email.length <= 254 && EMAIL.test(email) ? undefined : 'Please enter an e-mail address, e.g. name@example.com.';
}

export function checkStaffPassword(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const length = typeof value === 'string' ? value.length : 0;
  return length >= 8 && length <= 128 ? undefined : 'The password must be 8 to 128 characters.';
}

export function checkStaffPhone(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && PHONE.test(value.trim()) ? undefined : 'The phone must be 7 to 15 digits, optionally with a leading +.';
}

/** What the console sends for a new staff account: its fields only, the e-mail lower-case, no phone when none is given. */
export function toStaffCreatePayload(values: StaffCreateValues): StaffCreatePayload {
  const payload: StaffCreatePayload = {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    password: values.password,
    role: values.role,
  };
  const phone = (values.phone ?? '').trim();
  if (phone) payload.phone = phone;
  return payload;
}

/** What the console sends for a change: name, phone ('' clears it) and role, and a new password only when one was typed. */
export function toStaffUpdatePayload(values: StaffEditValues): StaffUpdatePayload {
  const payload: StaffUpdatePayload = { name: values.name.trim(), phone: (values.phone ?? '').trim(), role: values.role };
  if (!isBlank(values.newPassword)) payload.password = values.newPassword as string;
  return payload;
}

/** What deleting the account does, for the confirmation: no more sign-in, and a seller's products pass to the house shop. */
export function deleteConsequence(member: Pick<StaffMember, 'name' | 'role' | 'products'>): string {
  const signIn = `${member.name} will no longer be able to sign in to the console.`;
  if (member.role !== 'seller') return signIn;
  if (member.products === 0) return `${signIn} Their shop has no products.`;
  const products = member.products === 1 ? 'Their 1 product' : `Their ${member.products} products`;
  return `${signIn} ${products} will pass to the house shop, ${HOUSE_SHOP_NAME}, and stay on sale under its name; past orders keep their shop.`;
}
