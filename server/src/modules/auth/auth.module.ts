import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CustomersAdminController } from './customers.admin.controller.js';
import { CustomersAdminService } from './customers-admin.service.js';
import { PasswordReset } from './entities/password-reset.entity.js';
import { Session } from './entities/session.entity.js';
import { User } from './entities/user.entity.js';
import { OtpPurgeJob } from './otp-purge.job.js';
import { PasswordResetsRepository } from './password-resets.repository.js';
import { SessionPurgeJob } from './session-purge.job.js';
import { SessionsRepository } from './sessions.repository.js';
import { StaffBootstrap } from './staff-bootstrap.service.js';
import { StaffAdminController } from './staff.admin.controller.js';
import { StaffAdminService } from './staff-admin.service.js';
import { UsersRepository } from './users.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, PasswordReset, Session])],
  controllers: [AuthController, CustomersAdminController, StaffAdminController],
  providers: [AuthService, CustomersAdminService, StaffAdminService, StaffBootstrap, SessionPurgeJob, OtpPurgeJob, UsersRepository, PasswordResetsRepository, SessionsRepository],
  exports: [StaffBootstrap],
})
export class AuthModule {}
