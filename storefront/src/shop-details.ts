import { whatsAppLink } from './lib/whatsapp';

/** Who the shop is: one place for the name, the workshop's address and the numbers customers call. */
export const SHOP_NAME = 'Sona Jewellers';
/** The logo sets the first word large and the rest small under it. */
export const LOGO_WORD = 'Sona';
export const LOGO_SUBLINE = 'Jewellers';
export const SHOP_TAGLINE = 'Handcrafted in Rajasthan since 2001';
export const FOUNDED_YEAR = 2001;
export const HOME_TOWN = 'Sanganer';

export const SUPPORT_ADDRESS = [
  'Sona Jewellers, 14 Mahaveer Marg',
  'Near Thana Circle, Sanganer',
  'Jaipur, Rajasthan 302029, India',
] as const;

export type PhoneNumber = { label: string; display: string; dial: string };

export const SUPPORT_PHONES: readonly PhoneNumber[] = [
  { label: 'Customer care', display: '+91 98290 41127', dial: '+919829041127' },
  { label: 'Workshop', display: '+91 141 273 0419', dial: '+911412730419' },
];

export const SUPPORT_HOURS = 'Phone lines Monday to Saturday, 10 am to 7 pm IST · WhatsApp day and night';

/** Spec 2: Help in the mobile bar opens a chat with a prefilled help message. */
export const HELP_CHAT_URL = whatsAppLink(
  '919829041127',
  `Hello ${SHOP_NAME}, I need some help with my order or a product on your website.`,
);
