import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CustomersAdminController } from './customers.admin.controller.js';
import { CustomersService } from './customers.service.js';
import { PasswordReset } from './entities/password-reset.entity.js';
import { OtpPurgeJob } from './otp-purge.job.js';
import { SessionPurgeJob } from './session-purge.job.js';
import { User } from './entities/user.entity.js';
import { StaffBootstrap } from './staff-bootstrap.service.js';
import { StaffAdminController } from './staff.admin.controller.js';
import { StaffService } from './staff.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, PasswordReset])],
  controllers: [AuthController, CustomersAdminController, StaffAdminController],
  providers: [AuthService, CustomersService, StaffService, StaffBootstrap, SessionPurgeJob, OtpPurgeJob],
  exports: [StaffBootstrap],
})
export class AuthModule {}
