import { Category } from '../modules/catalog/entities/category.entity.js';
import { Product } from '../modules/catalog/entities/product.entity.js';
import { PasswordReset } from '../modules/auth/entities/password-reset.entity.js';
import { User } from '../modules/auth/entities/user.entity.js';

/** Every entity; shared by the app, the migration CLI and the tests. */
export const entities = [User, PasswordReset, Category, Product];
