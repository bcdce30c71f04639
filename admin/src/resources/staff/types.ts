import type { Schemas } from '@shop/openapi';

export type StaffMember = Schemas['StaffMemberDto'];
export type StaffRole = StaffMember['role'];
/** What POST /api/admin/staff accepts. */
export type StaffCreatePayload = Schemas['CreateStaffDto'];
/** What PUT /api/admin/staff/{id} accepts: the e-mail never changes. */
export type StaffUpdatePayload = Schemas['UpdateStaffDto'];
/** The create form's values. */
export type StaffCreateValues = Pick<StaffCreatePayload, 'name' | 'email' | 'password' | 'role'> & { phone?: string | null };
/** The edit form's values: react-admin keeps the whole record in the form, plus the new password when one is typed. */
export type StaffEditValues = Pick<StaffMember, 'name' | 'role'> & { phone?: string | null; newPassword?: string | null };
