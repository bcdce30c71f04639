import { rateLinkedPrice } from '../pricing/price.js';
import { makingOf } from '../pricing/product-pricing.js';
import { demoGifts, demoProducts } from './data/index.js';
import { DEMO_RATES, demoComposition, demoMaterial } from './seed-composition.js';

const compositions = () => {
  const huids = new Set<string>();
  return demoProducts.map((product) => ({ product, composition: demoComposition(product, huids) }));
};

describe('demoMaterial', () => {
  it('reads the purity from the material line, plating apart', () => {
    expect(demoMaterial('22K BIS-hallmarked gold, about 6.2 g')).toEqual({ purity: 'gold_22k', plated: false });
    expect(demoMaterial('18K BIS-hallmarked rose gold, about 2.8 g')).toEqual({ purity: 'gold_18k', plated: false });
    expect(demoMaterial('925 sterling silver, rhodium plated')).toEqual({ purity: 'silver_925', plated: false });
    expect(demoMaterial('Oxidised 92.5 silver')).toEqual({ purity: 'silver_925', plated: false });
    expect(demoMaterial('925 sterling silver with 22K gold plating')).toEqual({ purity: 'silver_925', plated: true });
    expect(demoMaterial('925 silver with rose gold vermeil')).toEqual({ purity: 'silver_925', plated: true });
    expect(demoMaterial('Gold plated brass with kundan setting')).toEqual({ purity: null, plated: true });
    expect(demoMaterial('Lac on a metal core with gold foil')).toEqual({ purity: null, plated: true });
  });
});

describe('demoComposition', () => {
  it('links most gold and silver pieces to the rate, at a price near their demo price', () => {
    const all = compositions();
    const precious = all.filter(({ composition }) => composition.purity !== null);
    const linked = precious.filter(({ composition }) => composition.pricing === 'rate_linked');
    expect(linked.length).toBeGreaterThan(precious.length / 2);
    for (const { product, composition } of linked) {
      if (composition.purity === null) throw new Error('a rate-linked piece has a purity');
      const { pricePaise } = rateLinkedPrice(
        { purity: composition.purity, netWeightMg: composition.netWeightMg, making: makingOf(composition.makingKind, composition.makingValue), charges: composition.charges },
        DEMO_RATES[composition.purity],
      );
      expect(Math.abs(pricePaise / 100 - product.price)).toBeLessThanOrEqual(Math.max(20, product.price * 0.01));
      expect(composition.netWeightMg).toBeGreaterThan(0);
      if (composition.makingKind === 'percent') {
        expect(composition.makingValue).toBeGreaterThanOrEqual(800);
        expect(composition.makingValue).toBeLessThanOrEqual(1800);
      }
    }
  });

  it('keeps plated, fashion and evil-eye pieces fixed, billing those of no precious metal as imitation jewellery', () => {
    for (const { product, composition } of compositions()) {
      if (composition.purity === null) expect(composition).toMatchObject({ pricing: 'fixed', hsn: '7117', huid: null });
      else expect(composition.hsn).toBe('7113');
      if (product.category.includes('evil-eye')) expect(composition.pricing).toBe('fixed');
      if (/plated brass|plated alloy/i.test(product.points[0] ?? '')) expect(composition.pricing).toBe('fixed');
    }
    expect(compositions().filter(({ composition }) => composition.hsn === '7117').length).toBeGreaterThan(5);
  });

  it('gives every gold piece a HUID of its own and no other piece one', () => {
    const all = compositions();
    const huids = all.flatMap(({ composition }) => (composition.huid ? [composition.huid] : []));
    expect(new Set(huids).size).toBe(huids.length);
    for (const { composition } of all) {
      expect(composition.huid !== null).toBe(composition.purity?.startsWith('gold_') === true);
      if (composition.huid) expect(composition.huid).toMatch(/^[A-Z0-9]{6}$/);
    }
    expect(huids.length).toBeGreaterThan(5);
  });

  it('decides the same every time, and keeps gifts fixed', () => {
    expect(compositions()).toEqual(compositions());
    const huids = new Set<string>();
    for (const gift of demoGifts) expect(demoComposition({ ...gift, kind: 'gift-box' }, huids, true).pricing).toBe('fixed');
  });
});
