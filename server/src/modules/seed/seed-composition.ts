/**
 * What the demo shop's pieces are made of (issue 16), decided from what their own data says: the first bullet point
 * names the material ("22K BIS-hallmarked gold, about 6.2 g", "925 silver with 22K gold plating", "Gold plated brass"),
 * the others the stones. Pure and deterministic (a random drawn from the slug), so a re-seed tells the same story.
 *
 * Hallmarked gold and plain silver pieces are rate-linked, their weight (or, when the data states a weight, their
 * making per gram) chosen so that at the demo rates the price stays the demo price; plated silver and evil-eye pieces
 * keep a fixed price (the plating and the bead work, not the metal, make their price), billed under 7113 when they are of
 * silver; pieces of no precious metal (plated brass, alloy, lac, thread) are fixed and billed as imitation jewellery (7117).
 */
import { defaultHsn, type PurityCode } from '../pricing/metal.js';
import { GST_RATE_BASIS_POINTS, MG_PER_GRAM, type MakingCharge, type OtherCharge } from '../pricing/price.js';
import { BASIS_POINTS } from '../pricing/paise.js';
import { randomFrom } from './pictures/svg-kit.js';
import { seedOf } from './seed-plan.js';
import type { ForeignCurrencyCode } from '../currency/currency.js';

/**
 * Demo rates per gram for late 2026, in paise (24K ≈ ₹13,000, 22K ≈ ₹11,900 …): what the seed sets when the shop has
 * no rate yet, and what the demo weights are worked out at.
 */
export const DEMO_RATES: Readonly<Record<PurityCode, number>> = {
  gold_24k: 1_300_000,
  gold_22k: 1_190_000,
  gold_18k: 975_000,
  gold_14k: 760_000,
  silver_999: 16_500,
  silver_925: 15_300,
  platinum_950: 420_000,
};

/**
 * Demo exchange rates, rupees per unit, plausible for late 2026 (not market data: the rupee drifting weaker from its
 * 2025 levels of ~₹88 a dollar): what the seed sets for each display currency that has no rate yet.
 */
export const DEMO_EXCHANGE_RATES: Readonly<Record<ForeignCurrencyCode, number>> = {
  USD: 89.75,
  EUR: 104.2,
  GBP: 118.6,
  AED: 24.44,
  SGD: 69.3,
  CAD: 64.1,
  AUD: 58.85,
};

/** The products columns the seed sets for a piece's composition (pricing/product-pricing.ts reads them back). */
export type DemoComposition = {
  pricing: 'fixed' | 'rate_linked';
  purity: PurityCode | null;
  netWeightMg: number;
  makingKind: MakingCharge['kind'];
  /** Paise per gram, basis points or paise, as makingKind says. */
  makingValue: number;
  charges: OtherCharge[];
  hsn: string;
  huid: string | null;
};

/** What a demo piece's composition is decided from: its slug, price in rupees, kind and the words of its data. */
export type DemoPieceText = { slug: string; price: number; kind: string; category?: string; name: string; points: readonly string[] };

/** Stones and work a piece's data names, with the share of its value they are charged at (low, high). */
const STONES: readonly [pattern: RegExp, label: string, share: [number, number]][] = [
  [/diamond/i, 'Diamond', [0.25, 0.4]],
  [/ruby/i, 'Ruby', [0.04, 0.08]],
  [/emerald/i, 'Emerald', [0.04, 0.08]],
  [/sapphire/i, 'Sapphire', [0.04, 0.08]],
  [/pearl/i, 'Pearls', [0.03, 0.06]],
  [/kundan|polki/i, 'Kundan', [0.04, 0.08]],
  [/enamel|meenakari/i, 'Enamel', [0.02, 0.05]],
  [/cubic zirconia|zircon|\bCZ\b/i, 'CZ', [0.02, 0.05]],
  [/onyx/i, 'Onyx', [0.03, 0.06]],
];

/** The purity its material line names, and whether the piece is plated over it (or of no precious metal at all). */
export function demoMaterial(material: string): { purity: PurityCode | null; plated: boolean } {
  // Rhodium plating is a finish of silver; gold or rose-gold plating and vermeil are a layer over another metal.
  const plated = /(gold|rose gold)\s+plat|vermeil|plated (brass|alloy|silver)/i.test(material);
  const karat = /\b(24|22|18|14)K\b/.exec(material);
  if (karat && !plated && /gold/i.test(material)) return { purity: `gold_${karat[1]}k` as PurityCode, plated };
  if (/platinum|\bPt ?950\b/i.test(material)) return { purity: 'platinum_950', plated };
  if (/brass|alloy|\blac\b/i.test(material)) return { purity: null, plated: true };
  if (/\b999\b|fine silver|pure silver/i.test(material)) return { purity: 'silver_999', plated };
  if (/925|92\.5|silver/i.test(material)) return { purity: 'silver_925', plated };
  return { purity: null, plated };
}

/** A weight the data states ("about 6.2 g", "about 16 g the pair"), in milligrams. */
function statedWeightMg(points: readonly string[]): number | undefined {
  for (const point of points) {
    const match = /about (\d+(?:\.\d+)?) ?g\b/i.exec(point);
    if (match) return Math.round(Number(match[1]) * MG_PER_GRAM);
  }
  return undefined;
}

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();
/** Rupees rounded down to a step, in paise. */
const rupeesStep = (paise: number, stepRupees: number) => Math.floor(paise / (stepRupees * 100)) * stepRupees * 100;

/** A HUID of six letters and digits from the random, not yet in `taken` (which it joins). */
function newHuid(random: () => number, taken: Set<string>): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  for (;;) {
    const huid = Array.from({ length: 6 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    if (!taken.has(huid)) {
      taken.add(huid);
      return huid;
    }
  }
}

/**
 * A demo piece's composition. `huids` holds the HUIDs given so far (each gold piece gets one of its own). A
 * rate-linked piece's price is not decided here: the seed computes it at the shop's rates (rateLinkedPrice).
 */
export function demoComposition(piece: DemoPieceText, huids: Set<string>, fixedOnly = false): DemoComposition {
  const random = randomFrom(seedOf(`${piece.slug}:composition`));
  const { purity, plated } = demoMaterial(piece.points[0] ?? piece.name);
  const hsn = defaultHsn(purity);
  const huid = purity?.startsWith('gold_') ? newHuid(random, huids) : null;
  const fixed: DemoComposition = { pricing: 'fixed', purity, netWeightMg: statedWeightMg(piece.points) ?? 0, makingKind: 'fixed', makingValue: 0, charges: [], hsn, huid };
  const evilEye = piece.kind === 'evil-eye' || piece.category?.includes('evil-eye') === true;
  if (fixedOnly || purity === null || plated || evilEye) return fixed;

  // The taxable value the demo price holds: what metal, making and stones must come to.
  const target = Math.round((piece.price * 100 * BASIS_POINTS) / (BASIS_POINTS + GST_RATE_BASIS_POINTS));
  const rate = DEMO_RATES[purity];
  const text = piece.points.slice(1).join(' ') + ' ' + piece.name;
  const stone = STONES.find(([pattern]) => pattern.test(text));
  const charges: OtherCharge[] = stone ? [{ label: stone[1], paise: Math.max(100_00, rupeesStep(target * between(random, ...stone[2]), 50)) }] : [];
  const rest = target - charges.reduce((sum, charge) => sum + charge.paise, 0);

  // The weight the data states, made up to the price by a making charge per gram, when that charge is a plausible one.
  const stated = statedWeightMg(piece.points);
  if (stated !== undefined) {
    const metalValue = Math.round((stated * rate) / MG_PER_GRAM);
    const perGram = rupeesStep(((rest - metalValue) * MG_PER_GRAM) / stated, 1);
    if (perGram >= 0.05 * rate && perGram <= 0.3 * rate + 400_00) {
      return { pricing: 'rate_linked', purity, netWeightMg: stated, makingKind: 'per_gram', makingValue: perGram, charges, hsn, huid };
    }
  }
  // Else a making of 8–18 % of the metal value, and the weight that makes the price.
  const basisPoints = Math.round(between(random, 8, 18)) * 100;
  const netWeightMg = Math.round((rest * MG_PER_GRAM * BASIS_POINTS) / (rate * (BASIS_POINTS + basisPoints)));
  if (netWeightMg < 100) return fixed;
  return { pricing: 'rate_linked', purity, netWeightMg, makingKind: 'percent', makingValue: basisPoints, charges, hsn, huid };
}
