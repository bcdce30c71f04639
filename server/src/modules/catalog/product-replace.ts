import type { EntityManager } from 'typeorm';
import type { Product } from './entities/product.entity.js';
import { slugChanged } from './slug.repository.js';

/** The fields a product's and a gift's console form both send that keep their value when a save leaves them out. */
type KeptField = 'brand' | 'description' | 'points' | 'discount' | 'stock' | 'colors' | 'sizes' | 'nonReturnable';

/**
 * A console save's values of those fields (what the form sent, else what `current` has) and its pictures, which the form
 * always sends whole: what a product's and a gift's replace both write.
 */
export function keptUnlessSent(dto: Partial<Pick<Product, KeptField>> & Pick<Product, 'images'>, current: Product): Pick<Product, KeptField | 'images'> {
  return {
    brand: dto.brand ?? current.brand,
    description: dto.description ?? current.description,
    points: dto.points ?? current.points,
    discount: dto.discount ?? current.discount,
    stock: dto.stock ?? current.stock,
    images: dto.images,
    colors: dto.colors ?? current.colors,
    sizes: dto.sizes ?? current.sizes,
    nonReturnable: dto.nonReturnable === undefined ? current.nonReturnable : dto.nonReturnable,
  };
}

/**
 * The write of a console replace of a product or a gift (`current`, row `id`), once its checks have passed: `write`
 * stores the form's values under the slug the piece keeps (the one sent, else its own), a changed slug is recorded
 * (slugChanged) in the same transaction, and the answer is the pictures the piece no longer shows.
 */
export async function replaceProduct(
  manager: EntityManager,
  id: string,
  current: Product,
  dto: { slug?: string; images: string[] },
  write: (slug: string) => Promise<void>,
): Promise<string[]> {
  const slug = dto.slug ?? current.slug;
  await write(slug);
  if (slug !== current.slug) await slugChanged(manager, 'product', id, current.slug, slug);
  return current.images.filter((url) => !dto.images.includes(url));
}
