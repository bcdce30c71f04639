import { isStaffEmail } from '../../common/auth/staff-email.js';
import { DEFAULT_ADMIN_EMAIL } from './staff-bootstrap.service.js';

describe('staff bootstrap', () => {
  it('creates the first admin with an address the staff sign-in accepts', () => {
    expect(isStaffEmail(DEFAULT_ADMIN_EMAIL)).toBe(true);
  });
});
