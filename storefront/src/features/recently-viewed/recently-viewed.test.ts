import { describe, expect, it } from 'vitest';
import { SIDEBAR_PRODUCTS } from '../../constants';
import { makeProduct } from '../../test/products';
import { parseViewed, sidebarProducts, viewedOf, withViewed, type ViewedProduct } from './recently-viewed';

describe('recently viewed pieces', () => {
  it('puts the newest view first, once, and keeps four', () => {
    const products = Array.from({ length: 5 }, () => makeProduct());
    const ids = (...indexes: number[]) => indexes.map((index) => products[index]?._id);
    const view = (list: ViewedProduct[], index: number) => withViewed(list, products[index] ?? makeProduct());

    let list = [0, 1, 2, 3].reduce(view, []);
    expect(list.map((entry) => entry._id)).toEqual(ids(3, 2, 1, 0));

    list = view(list, 1);
    expect(list.map((entry) => entry._id)).toEqual(ids(1, 3, 2, 0));

    list = view(list, 4);
    expect(list.map((entry) => entry._id)).toEqual(ids(4, 1, 3, 2));
  });

  it('remembers only what the sidebar shows: one picture, name, price, discount and slug', () => {
    const product = makeProduct();
    expect(viewedOf(product)).toEqual({
      _id: product._id,
      slug: product.slug,
      name: product.name,
      images: [product.images[0]],
      price: product.price,
      discount: product.discount,
    });
  });

  it('reads back what it stored, and treats anything unreadable as nothing viewed', () => {
    const stored = withViewed([], makeProduct());
    expect(parseViewed(JSON.stringify(stored))).toEqual(stored);
    expect(parseViewed(null)).toEqual([]);
    expect(parseViewed('not json')).toEqual([]);
    expect(parseViewed('{"a":1}')).toEqual([]);
    expect(parseViewed(JSON.stringify([{ _id: 1 }, ...stored]))).toEqual(stored);
  });

  it("shows the shopper's own pieces, or the catalogue's products 3 to 6 when there are none", () => {
    const catalogue = Array.from({ length: 8 }, () => makeProduct());
    const fallback = sidebarProducts([], catalogue, SIDEBAR_PRODUCTS);
    expect(fallback.map((product) => product._id)).toEqual(catalogue.slice(2, 6).map((product) => product._id));

    const mine = withViewed([], makeProduct());
    expect(sidebarProducts(mine, catalogue, SIDEBAR_PRODUCTS)).toEqual(mine);
  });
});
