import type { DemoBlog } from './types.js';

/** The journal's posts: jewellery trends and care, written for the shop's customers in India and abroad. */
export const demoBlogs: DemoBlog[] = [
  {
    name: 'Jewellery Trends for 2026: Layers, Colour and Quiet Gold',
    slug: 'jewellery-trends-for-2026-layers-colour-and-quiet-gold',
    daysAgo: 6,
    paragraphs: [
      'This year the jewellery box is less about one statement piece and more about how several small ones sit together. Fine chains in two or three lengths, a slim kada beside a watch, and a stack of thin rings on one hand are what our customers ask for most.',
      'Colour is back as well, but softer than the bright stones of a few years ago. Pale emerald, rose quartz pink and the blue of the evil eye show up on everyday earrings and pendants rather than only on wedding sets.',
      'Gold itself has become quieter. Matte and brushed finishes in 18K, and rose gold with a warm, low shine, suit office wear and are easy to mix with silver.',
    ],
    sections: [
      {
        heading: 'Layer chains of different lengths',
        text: 'Start with a short 16 inch chain with a small pendant, add an 18 inch plain chain and finish with a longer 20 or 22 inch piece. Keep the weights similar so they fall in order and do not tangle, and wear them over a plain neckline.',
        piece: { kind: 'chain', metal: 'gold' },
      },
      {
        heading: 'One coloured stone, worn every day',
        text: 'A single green or pink stone on a pendant or a pair of studs lifts a plain kurta or a white shirt. Choose a colour you already wear often and it will go with most of your wardrobe.',
        piece: { kind: 'pendant', metal: 'rose-gold', stone: '#ec4899' },
      },
    ],
  },
  {
    name: 'How to Care for Silver Jewellery at Home',
    slug: 'how-to-care-for-silver-jewellery-at-home',
    daysAgo: 19,
    paragraphs: [
      'Sterling silver darkens when it meets the sulphur in air, sweat and some cosmetics. The tarnish is only on the surface, and with a little care your anklets, toe rings and payals will stay bright for years.',
      'The simplest habit is to wear silver often: the gentle rubbing against skin and cloth keeps it clean. Put it on after perfume and lotion, and take it off before a swim or a bath.',
    ],
    sections: [
      {
        heading: 'A gentle clean for everyday pieces',
        text: 'Mix a few drops of mild dish soap in a bowl of lukewarm water, soak the piece for five minutes and clean the corners with a soft toothbrush. Rinse, then dry it completely with a cotton cloth before putting it away.',
        piece: { kind: 'anklet', metal: 'silver' },
      },
      {
        heading: 'What to avoid',
        text: 'Toothpaste, baking soda pastes and rough cloths leave fine scratches on polished silver. Never use silver dip on oxidised pieces or on stones such as pearls and turquoise; it strips the dark finish and can dull the stones.',
        piece: { kind: 'toe-ring', metal: 'oxidised' },
      },
      {
        heading: 'Store it dry and apart',
        text: 'Keep each piece in its own pouch or in an airtight zip bag with a small packet of silica gel. Silver that is not touching other metals and not exposed to damp air tarnishes far more slowly.',
        piece: { kind: 'bracelet', metal: 'silver' },
      },
    ],
  },
  {
    name: 'Choosing Earrings for Your Face Shape',
    slug: 'choosing-earrings-for-your-face-shape',
    daysAgo: 33,
    paragraphs: [
      'The right pair of earrings balances the lines of your face. A few simple rules help, although the best earrings are always the ones you enjoy wearing.',
      'Look at the widest part of your face and at the shape of your jaw. Earrings that add width where your face is narrow, or length where it is wide, bring everything into proportion.',
      'Jhumkas, chandbalis, studs and hoops can each be chosen to suit, so there is no need to give up a style you love.',
    ],
    sections: [
      {
        heading: 'Round and square faces',
        text: 'Long drops, slim chandbalis and earrings that end in a point add length and soften a strong jaw. Very large round hoops repeat the curve of a round face, so pick oval or teardrop shapes instead.',
        piece: { kind: 'earrings', metal: 'gold', stone: '#047857' },
      },
      {
        heading: 'Oval and heart-shaped faces',
        text: 'An oval face suits nearly every style, from small studs to heavy jhumkas. For a heart-shaped face with a narrow chin, choose earrings that are wider at the bottom, such as jhumkas and chandbalis, to balance a broader forehead.',
        piece: { kind: 'earrings', metal: 'rose-gold', stone: '#f8fafc' },
      },
    ],
  },
  {
    name: 'The Evil Eye: Meaning, Colours and How to Wear It',
    slug: 'the-evil-eye-meaning-colours-and-how-to-wear-it',
    daysAgo: 48,
    paragraphs: [
      'The nazar, the blue eye that looks back at envy and bad luck, has been worn for centuries from Rajasthan to the Mediterranean. Grandmothers tie it on a newborn and friends gift it before a new job or a long journey.',
      'Today the evil eye is as much a piece of style as a charm. It sits on bracelets, rings and pendants in gold and silver, and it is one of the gifts our customers buy most often.',
    ],
    sections: [
      {
        heading: 'What the colours mean',
        text: 'Dark blue is the classic protector and stands for calm and good fortune. Light blue is said to bring peace and clarity, green is for happiness and success, and red is for courage and energy. Many people simply choose the blue they find most beautiful.',
        piece: { kind: 'evil-eye', metal: 'gold', stone: '#1d4ed8' },
      },
      {
        heading: 'Wearing it every day',
        text: 'A thin evil eye bracelet or a small pendant is easy to wear all day and looks good with other jewellery. For babies, choose a soft adjustable nazariya in pure silver or gold with no loose beads.',
        piece: { kind: 'baby-charm', metal: 'silver', stone: '#2563eb' },
      },
    ],
  },
  {
    name: 'Gold Purity Explained: 14K, 18K and 22K',
    slug: 'gold-purity-explained-14k-18k-and-22k',
    daysAgo: 71,
    paragraphs: [
      'The karat number tells you how much of a piece is pure gold. Pure gold is 24 karat, soft and bright yellow; jewellery is made by mixing it with silver, copper or zinc so that it holds its shape and its stones.',
      '22K gold is 91.6 percent gold and is the traditional choice for bangles, mangalsutras and bridal sets in India. 18K is 75 percent gold, harder, and the usual setting for diamonds. 14K, at 58.5 percent, is the toughest of the three and suits rings worn every day.',
      'In India every piece of gold jewellery sold must carry a BIS hallmark with the purity and a six-character HUID code. Check for it on every purchase, including ours.',
    ],
    sections: [
      {
        heading: 'Which purity for which piece',
        text: 'Choose 22K for heirloom bangles and chains that you will wear with care and perhaps exchange one day. Choose 18K for diamond rings and earrings, where the harder metal keeps the stones safe, and 14K for bands and everyday pieces that must stand up to knocks.',
        piece: { kind: 'ring', metal: 'gold', stone: '#f8fafc' },
      },
    ],
  },
  {
    name: "A Bride's Guide to Mangalsutra, Maang Tikka and Bangles",
    slug: 'a-brides-guide-to-mangalsutra-maang-tikka-and-bangles',
    daysAgo: 96,
    paragraphs: [
      'Bridal jewellery carries family, region and faith in every piece, and choosing it is one of the happiest parts of planning a wedding. Start early: made-to-order pieces take four to six weeks.',
      'Decide first on the metal and finish for the whole look, such as temple gold, kundan or polki, so that the necklace, the maang tikka and the bangles speak the same language.',
      'Think about the days after the wedding too. A light mangalsutra and a pair of slim bangles will be worn every day, while the heavy set comes out for festivals.',
    ],
    sections: [
      {
        heading: 'The maang tikka',
        text: 'A tikka should sit where the parting meets the forehead and suit the hairstyle: a single large tikka for a centre parting, a matha patti for a fuller look. Try it on with the hair done the way it will be on the day.',
        piece: { kind: 'maang-tikka', metal: 'gold', stone: '#b91c1c' },
      },
      {
        heading: 'Mangalsutra for every day',
        text: 'Many brides now choose two: a traditional long mangalsutra for the ceremony and a short, modern one with a small pendant for daily wear. Black beads on a fine 18 inch chain sit comfortably under office clothes.',
        piece: { kind: 'mangalsutra', metal: 'gold' },
      },
      {
        heading: 'Getting the bangle size right',
        text: 'Bangle sizes in India run from 2.2 to 2.10 inches across. Bring your mother to the measuring if the set is an heirloom, and choose a size that slips over your knuckles with a little help; a bangle that falls off easily will be lost in the celebrations.',
        piece: { kind: 'bangle', metal: 'gold', stone: '#b91c1c' },
      },
    ],
  },
  {
    name: 'Storing Your Jewellery So It Lasts for Generations',
    slug: 'storing-your-jewellery-so-it-lasts-for-generations',
    daysAgo: 124,
    paragraphs: [
      'Most damage to jewellery happens not while it is worn but while it waits in a drawer: chains knot, stones scratch each other and silver darkens in damp air.',
      'A little order goes a long way. Keep pieces apart, keep them dry, and look at the clasps and settings of the pieces you love once a season.',
    ],
    sections: [
      {
        heading: 'A place for every piece',
        text: 'Use a box with soft compartments, or wrap each piece in its own cotton or velvet pouch. Hang long chains or lay them flat, fastened, so they never tangle, and keep diamonds away from everything else because they scratch other stones and metals.',
        piece: { kind: 'gift-box', metal: 'gold' },
      },
      {
        heading: 'A yearly check',
        text: 'Once a year, bring your most-worn rings and earrings to a jeweller to have the prongs and clasps checked. A loose claw is cheap to tighten and expensive to ignore.',
        piece: { kind: 'nose-pin', metal: 'gold', stone: '#f8fafc' },
      },
    ],
  },
];
