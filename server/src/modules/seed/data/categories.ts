import type { DemoCategory } from './types.js';

/** The shop's categories; each slug is the one its name makes (common/slug.ts: "Baby's" is babys). */
export const demoCategories: DemoCategory[] = [
  {
    name: 'Rings',
    slug: 'rings',
    kind: 'ring',
    description: 'Solitaires, cocktail rings, stackable bands and bold signet rings for men, in gold, rose gold and sterling silver.',
  },
  {
    name: 'Pendants',
    slug: 'pendants',
    kind: 'pendant',
    description: 'Devotional, initial and diamond-look pendants to wear on their own or on a fine chain every day.',
  },
  {
    name: 'Bangles',
    slug: 'bangles',
    kind: 'bangle',
    description: 'Kangan pairs, kundan sets, Rajasthani lac bangles and sleek everyday bangles in Indian sizes 2.2 to 2.10.',
  },
  {
    name: 'Earrings',
    slug: 'earrings',
    kind: 'earrings',
    description: 'Jhumkas, chandbalis, studs and hoops, from light office wear to heavy bridal polki.',
  },
  {
    name: 'Nose Pins',
    slug: 'nose-pins',
    kind: 'nose-pin',
    description: 'Diamond and ruby nose pins, clip-on rings and the Rajasthani nath with its pearl chain.',
  },
  {
    name: 'Mangalsutra',
    slug: 'mangalsutra',
    kind: 'mangalsutra',
    description: 'Black bead mangalsutras from traditional 22K gold lengths to short modern pendants and bracelets.',
  },
  {
    name: 'Evil Eye',
    slug: 'evil-eye',
    kind: 'evil-eye',
    description: 'Nazar bracelets, pendants, rings and earrings with the blue evil eye that keeps bad luck away.',
  },
  {
    name: "Baby's Evil Eye Charms",
    slug: 'babys-evil-eye-charms',
    kind: 'baby-charm',
    description: 'Soft, safe nazariya bracelets, anklets and charms for newborns and little ones, made in pure silver and gold.',
  },
  {
    name: 'Anklets',
    slug: 'anklets',
    kind: 'anklet',
    description: 'Payal pairs with ghungroo bells, dainty single anklets and heavy Rajasthani silver anklets.',
  },
  {
    name: 'Chains',
    slug: 'chains',
    kind: 'chain',
    description: 'Rope, box, curb, figaro and Singapore chains in lengths from 12 to 24 inches for men, women and kids.',
  },
  {
    name: 'Bracelets',
    slug: 'bracelets',
    kind: 'bracelet',
    description: 'Tennis, infinity and ID bracelets, rudraksha bead bracelets and the kundan hathphool for brides.',
  },
  {
    name: 'Maang Tikka',
    slug: 'maang-tikka',
    kind: 'maang-tikka',
    description: 'Kundan, temple gold and oxidised borla maang tikkas and matha pattis for weddings and festivals.',
  },
  {
    name: 'Kada',
    slug: 'kada',
    kind: 'kada',
    description: 'Solid silver and gold kadas for men, slim kadas for women and bell kadas for babies.',
  },
  {
    name: 'Toe Rings',
    slug: 'toe-rings',
    kind: 'toe-ring',
    description: 'Adjustable bichiya and jodvi toe rings in sterling and oxidised silver, plain or with stones and bells.',
  },
];
