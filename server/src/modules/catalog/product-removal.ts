import type { EntityManager } from 'typeorm';
import type { Transactions } from '../../database/transactions.js';
import type { PicturesService } from '../storage/pictures.service.js';
import type { Product } from './entities/product.entity.js';

/**
 * Deletes a product (a gift is one too) in one transaction, `find` reading it as the caller may delete it and `remove`
 * deleting its row (carts, wishlists and reviews lose it through their foreign keys); then deletes its picture files that
 * nothing else shows. Answers the product as it was.
 */
export async function removeProduct(
  transactions: Transactions,
  pictures: PicturesService,
  find: (manager: EntityManager) => Promise<Product>,
  remove: (manager: EntityManager) => Promise<unknown>,
): Promise<Product> {
  const product = await transactions.run(async (manager) => {
    const found = await find(manager);
    await remove(manager);
    return found;
  });
  await pictures.deleteUnreferenced(product.images);
  return product;
}
