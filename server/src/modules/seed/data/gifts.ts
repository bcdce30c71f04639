import type { DemoGift, JewelleryKind } from './types.js';

/** The 'Gifts' category's tile shows a gift box. */
export const GIFT_CATEGORY_KIND: JewelleryKind = 'gift-box';

/**
 * The gift store: boxed pieces for him, for her and for little ones. Nothing the returns policy excludes (coins,
 * utensils, idols, personalised pieces), so every gift can be returned like any other order within 7 days.
 */
export const demoGifts: DemoGift[] = [
  {
    name: 'Rose Gold Heart Pendant Gift Box',
    slug: 'rose-gold-heart-pendant-gift-box',
    brand: 'Sona Daily',
    description:
      'A small heart pendant with a pink stone on an 18 inch rose gold plated silver chain, packed in our maroon gift box with a card. It is the gift customers choose most for birthdays and anniversaries.',
    points: ['925 sterling silver with rose gold plating', 'Pink cubic zirconia heart, 8 mm', '18 inch chain with a 2 inch extender', 'Gift box and message card included'],
    gender: 'female',
    price: 2499,
    discount: 15,
    stock: 24,
    colors: ['Rose Gold', 'Pink'],
    sizes: ['18 inch'],
    pictures: [
      { kind: 'gift-box', metal: 'rose-gold', stone: '#e11d48' },
      { kind: 'pendant', metal: 'rose-gold', stone: '#ec4899' },
    ],
  },
  {
    name: 'Silver Evil Eye Bracelet Gift Set',
    slug: 'silver-evil-eye-bracelet-gift-set',
    brand: 'Nazar Charms',
    description:
      'Two slim sterling silver bracelets with blue enamel evil eyes, one to keep and one to give, in a white gift box. The sliding clasp fits most wrists.',
    points: ['925 sterling silver, rhodium finish', 'Blue enamel evil eye charms', 'Adjustable from 6 to 8 inch', 'Set of two in one gift box'],
    gender: 'unisex',
    price: 1899,
    discount: 20,
    stock: 30,
    colors: ['Silver', 'Blue'],
    sizes: ['Free Size'],
    pictures: [
      { kind: 'gift-box', metal: 'silver', stone: '#1d4ed8' },
      { kind: 'evil-eye', metal: 'silver', stone: '#1d4ed8' },
    ],
  },
  {
    name: "Men's Sterling Silver Kada in a Sheesham Wood Box",
    slug: 'mens-sterling-silver-kada-in-a-sheesham-wood-box',
    brand: 'Marwar Silver',
    description:
      'A solid, hand-polished silver kada with a rounded inner edge, presented in a carved sheesham wood box from Jodhpur. It is a gift he will wear every day for years.',
    points: ['Solid 925 sterling silver, about 30 g', 'Rounded inside edge for comfort', 'Carved sheesham wood box', 'BIS hallmarked'],
    gender: 'male',
    price: 6999,
    discount: 10,
    stock: 12,
    colors: ['Silver'],
    sizes: ['2.6', '2.8', '2.10'],
    pictures: [
      { kind: 'gift-box', metal: 'silver' },
      { kind: 'kada', metal: 'silver' },
    ],
  },
  {
    name: 'Couple Rings Gift Set in Sterling Silver',
    slug: 'couple-rings-gift-set-in-sterling-silver',
    brand: 'Sona Daily',
    description:
      'A matching pair of bands, a plain brushed band for him and a band with a line of small stones for her, in one velvet box. Both are adjustable, so there is no need to know the sizes in advance.',
    points: ['925 sterling silver, rhodium finish', 'His: 5 mm brushed band', 'Hers: 3 mm band with cubic zirconia', 'Adjustable open backs'],
    gender: 'unisex',
    price: 2999,
    discount: 25,
    stock: 18,
    colors: ['Silver'],
    sizes: ['Free Size'],
    pictures: [
      { kind: 'gift-box', metal: 'silver', stone: '#7c3aed' },
      { kind: 'ring', metal: 'silver' },
    ],
  },
  {
    name: 'Pearl Stud Earrings Gift Box',
    slug: 'pearl-stud-earrings-gift-box',
    brand: 'Sona Daily',
    description:
      'Classic 7 mm freshwater pearl studs on sterling silver posts, in a cream gift box with a ribbon. They go with office wear and with a saree alike.',
    points: ['Freshwater pearls, 7 mm', '925 sterling silver posts and backs', 'Hypoallergenic', 'Ribboned gift box'],
    gender: 'female',
    price: 1599,
    discount: 10,
    stock: 40,
    colors: ['White', 'Silver'],
    sizes: ['Free Size'],
    pictures: [
      { kind: 'gift-box', metal: 'gold', stone: '#f5f5f4' },
      { kind: 'earrings', metal: 'silver', stone: '#f5f5f4' },
    ],
  },
  {
    name: 'Gold Plated Temple Jhumka Gift Box',
    slug: 'gold-plated-temple-jhumka-gift-box',
    brand: 'Sona Heritage',
    description:
      'Temple-style jhumkas with a small ruby-red stone and hanging pearls, finished in 22K gold plating over silver. They come in a festive box ready for Diwali, Teej or a wedding.',
    points: ['925 silver with 22K gold plating', 'Red stones and pearl drops', 'Length 4.5 cm, about 12 g the pair', 'Festive gift box'],
    gender: 'female',
    price: 3299,
    discount: 30,
    stock: 15,
    colors: ['Gold', 'Red'],
    sizes: ['Free Size'],
    pictures: [
      { kind: 'gift-box', metal: 'gold', stone: '#b91c1c' },
      { kind: 'earrings', metal: 'gold', stone: '#b91c1c' },
    ],
  },
  {
    name: "Baby's First Nazariya Gift Set",
    slug: 'babys-first-nazariya-gift-set',
    brand: 'Nazar Charms',
    description:
      'A pair of soft black-bead nazariya bracelets with tiny silver evil eyes for a newborn, in a pastel gift box. The beads are strung on strong silk with a silver extender, so they grow with the baby.',
    points: ['Pure silver evil eye charms', 'Black glass beads on silk thread', 'Extender fits 0 to 2 years', 'Pair in a pastel gift box'],
    gender: 'kids',
    price: 1299,
    discount: 0,
    stock: 22,
    colors: ['Black', 'Silver'],
    sizes: ['0-2 years'],
    pictures: [
      { kind: 'gift-box', metal: 'silver', stone: '#93c5fd' },
      { kind: 'baby-charm', metal: 'silver', stone: '#2563eb' },
    ],
  },
  {
    name: "Men's Rudraksha Bracelet Gift Box",
    slug: 'mens-rudraksha-bracelet-gift-box',
    brand: 'Sona Heritage',
    description:
      'Five-faced rudraksha beads from Nepal with gold plated silver caps, on an elastic cord, in a black gift box. A thoughtful gift for a father, a brother or a friend.',
    points: ['Panchmukhi rudraksha beads, 8 mm', 'Gold plated 925 silver caps', 'Stretch cord fits most wrists', 'Black gift box'],
    gender: 'male',
    price: 2199,
    discount: 20,
    stock: 26,
    colors: ['Gold', 'Maroon'],
    sizes: ['7 inch', '7.5 inch', '8 inch'],
    pictures: [
      { kind: 'gift-box', metal: 'gold' },
      { kind: 'bracelet', metal: 'gold', stone: '#7c2d12' },
    ],
  },
  {
    name: 'Om Pendant Gift Box in 925 Silver',
    slug: 'om-pendant-gift-box-in-925-silver',
    brand: 'Sona Daily',
    description:
      'A polished silver Om pendant on a fine 18 inch box chain, in a white gift box. It is a blessing to give on a birthday, a housewarming or before exams.',
    points: ['925 sterling silver, rhodium finish', 'Pendant about 15 mm tall', '18 inch box chain', 'White gift box'],
    gender: 'unisex',
    price: 1799,
    discount: 15,
    stock: 35,
    colors: ['Silver'],
    sizes: ['16 inch', '18 inch'],
    pictures: [
      { kind: 'gift-box', metal: 'silver', stone: '#0ea5e9' },
      { kind: 'pendant', metal: 'silver' },
    ],
  },
  {
    name: 'Mangalsutra Bracelet Anniversary Gift Box',
    slug: 'mangalsutra-bracelet-anniversary-gift-box',
    brand: 'Sona Heritage',
    description:
      'A delicate black bead mangalsutra bracelet with a small gold plated charm, for the wife who wants her mangalsutra on her wrist. Packed in an anniversary box with a card.',
    points: ['Gold plated 925 silver', 'Black beads with a floral charm', 'Adjustable from 6 to 7.5 inch', 'Anniversary gift box and card'],
    gender: 'female',
    price: 2799,
    discount: 12,
    stock: 0,
    colors: ['Gold', 'Black'],
    sizes: ['6.5 inch', '7 inch'],
    pictures: [
      { kind: 'gift-box', metal: 'gold', stone: '#111827' },
      { kind: 'mangalsutra', metal: 'gold' },
    ],
  },
  {
    name: 'Velvet Jewellery Organiser Box with Mirror',
    slug: 'velvet-jewellery-organiser-box-with-mirror',
    brand: 'Sona Daily',
    description:
      'A two-tier velvet box with ring rolls, earring slots, a chain hook and a mirror in the lid. It keeps a whole collection apart and tidy, at home or on the road.',
    points: ['Velvet lining, faux leather outside', 'Ring rolls, 12 earring slots, chain hooks', 'Mirror in the lid', '20 x 14 x 8 cm'],
    gender: 'unisex',
    price: 1499,
    discount: 18,
    stock: 20,
    colors: ['Maroon', 'Green', 'Blue'],
    sizes: ['Free Size'],
    pictures: [
      { kind: 'gift-box', metal: 'gold', stone: '#7f1d1d' },
      { kind: 'gift-box', metal: 'silver', stone: '#14532d' },
    ],
  },
  {
    name: "Men's Silver Curb Chain Gift Box",
    slug: 'mens-silver-curb-chain-gift-box',
    brand: 'Marwar Silver',
    description:
      'A heavy 22 inch curb chain in solid sterling silver with a strong lobster clasp, in a black gift box. It is worn on its own or with a pendant.',
    points: ['Solid 925 sterling silver, about 25 g', '5 mm curb links', 'Lobster clasp', 'BIS hallmarked, in a black gift box'],
    gender: 'male',
    price: 5499,
    discount: 8,
    stock: 10,
    colors: ['Silver'],
    sizes: ['20 inch', '22 inch', '24 inch'],
    pictures: [
      { kind: 'gift-box', metal: 'silver' },
      { kind: 'chain', metal: 'silver' },
    ],
  },
  {
    name: 'Ghungroo Payal Pair Gift Box',
    slug: 'ghungroo-payal-pair-gift-box',
    brand: 'Marwar Silver',
    description:
      'A pair of light silver payals with small ghungroo bells that chime softly as she walks, in a festive box. They are a traditional gift for a sister on Raksha Bandhan or Bhai Dooj.',
    points: ['925 sterling silver, about 18 g the pair', 'Ghungroo bells', 'Adjustable hook closure', 'Festive gift box'],
    gender: 'female',
    price: 2299,
    discount: 22,
    stock: 16,
    colors: ['Silver'],
    sizes: ['9.5 inch', '10 inch', '10.5 inch'],
    pictures: [
      { kind: 'gift-box', metal: 'silver', stone: '#be185d' },
      { kind: 'anklet', metal: 'silver' },
    ],
  },
];
