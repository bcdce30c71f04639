/** The shop's own name: the shop of every piece no seller sells, and the name pages and mails sign with. */
export const HOUSE_SHOP_NAME = 'Sona Jewellers';
