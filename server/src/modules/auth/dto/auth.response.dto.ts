import type { User } from '../entities/user.entity.js';

export class AuthTokenResponseDto {
  /** A JWT carrying id, name, email and role; also set as the httpOnly cookie customerToken. */
  token: string;
  message: string;
}

export class UserInfoDto {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** customer, seller or admin */
  role: 'customer' | 'seller' | 'admin';
  createdAt: Date;
}

export class UserInfoResponseDto {
  data: UserInfoDto;
  message: string;
}

export class StaffUserDto {
  id: string;
  name: string;
  email: string;
  /** admin or seller */
  role: 'admin' | 'seller';
}

export class AdminLoginResponseDto {
  token: string;
  user: StaffUserDto;
}

export class CustomerDto {
  id: string;
  name: string;
  email: string;
  phone: string;
  createdAt: Date;
}

export function toUserInfo(user: Pick<User, 'id' | 'name' | 'email' | 'phone' | 'role' | 'createdAt'>): UserInfoDto {
  return { id: user.id, name: user.name, email: user.email, phone: user.phone, role: user.role, createdAt: user.createdAt };
}

export function toCustomer(user: User): CustomerDto {
  return { id: user.id, name: user.name, email: user.email, phone: user.phone, createdAt: user.createdAt };
}
