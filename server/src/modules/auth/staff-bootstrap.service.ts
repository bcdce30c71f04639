import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';
import { isStaffEmail } from '../../common/auth/staff-email.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { passwordHasher } from './password-hasher.js';
import { UsersRepository } from './users.repository.js';

// Shared by every replica so that only one creates the first admin.
const BOOTSTRAP_LOCK_KEY = 7_311_002;

/** The admin created on a first start without ADMIN_EMAIL/ADMIN_PASSWORD (CONTRACT.md). */
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

export type CreatedAdmin = { email: string; password: string; generated: boolean };

/** CONTRACT.md: the admin account from ADMIN_EMAIL/ADMIN_PASSWORD, or a generated admin@localhost when none exists. */
@Injectable()
export class StaffBootstrap {
  private readonly logger = new Logger('StaffBootstrap');

  constructor(
    private readonly transactions: Transactions,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async ensureAdmin(): Promise<CreatedAdmin | undefined> {
    return this.transactions.run(async (manager) => {
      await this.users.advisoryLock(manager, BOOTSTRAP_LOCK_KEY);
      const { adminEmail, adminPassword } = this.config;
      let created: CreatedAdmin | undefined;
      if (adminEmail && adminPassword) {
        const existing = await this.users.findByLowerEmail(manager, adminEmail);
        if (!existing) created = { email: adminEmail, password: adminPassword, generated: false };
        else if (existing.role === 'customer') {
          this.logger.warn(`ADMIN_EMAIL ${adminEmail} belongs to a customer account; no admin was created for it.`);
        }
      } else if (!(await this.users.adminExists(manager))) {
        if (!(await this.users.lowerEmailTaken(manager, DEFAULT_ADMIN_EMAIL))) created = { email: DEFAULT_ADMIN_EMAIL, password: randomBytes(12).toString('base64url'), generated: true };
      }
      if (!created) return undefined;
      // Never an account the staff sign-in would turn away before looking at the password.
      if (!isStaffEmail(created.email)) throw new Error(`${created.email} is not an address the staff sign-in accepts.`);
      await this.users.insert(manager, {
        name: 'Shop admin',
        email: created.email,
        phone: '',
        role: 'admin',
        passwordHash: await passwordHasher.hash(created.password),
      });
      this.logger.log(`created the admin account ${created.email}`);
      return created;
    });
  }
}
