import { ConfigError, type ShopConfig } from '../../config/config.js';
import type { DocumentSeller } from './document.js';
import { checkGstin, GSTIN_PROBLEMS } from './gstin.js';
import { type DocumentSeries, documentSeries } from './series.js';

/** The shop as its tax documents name it, checked: the seller block, its state and the two series. */
export type ShopIdentity = {
  seller: DocumentSeller;
  /** The two-digit code of the shop's state: its GSTIN's first two digits. */
  stateCode: string;
  invoiceSeries: DocumentSeries;
  creditNoteSeries: DocumentSeries;
  /** The ARN of the shop's Letter of Undertaking: exports are zero-rated under it; undefined: exports pay IGST. */
  lut: string | undefined;
};

/** Injection token of the ShopIdentity, made once when the app starts. */
export const SHOP_IDENTITY = Symbol('SHOP_IDENTITY');

/**
 * Checks the shop's configuration where the app starts (the invoice module's provider): a GSTIN whose shape, state or
 * check character is wrong, or a prefix that leaves no room for the year and counter in 16 characters, stops the start
 * with a ConfigError naming the variable — never the first sale.
 */
export function shopIdentity(shop: ShopConfig): ShopIdentity {
  const gstin = checkGstin(shop.gstin);
  if (!gstin.valid) throw new ConfigError(`SHOP_GSTIN "${shop.gstin}" is not a GSTIN: ${GSTIN_PROBLEMS[gstin.problem]}`);
  const series = (variable: string, prefix: string): DocumentSeries => {
    try {
      return documentSeries(prefix);
    } catch (error) {
      throw new ConfigError(`${variable}: ${error instanceof Error ? error.message : String(error)}.`);
    }
  };
  const invoiceSeries = series('SHOP_INVOICE_PREFIX', shop.invoicePrefix);
  const creditNoteSeries = series('SHOP_CREDIT_NOTE_PREFIX', shop.creditNotePrefix);
  // One counter row per prefix and year: two series sharing a prefix would share their numbers.
  if (invoiceSeries.prefix === creditNoteSeries.prefix) {
    throw new ConfigError('SHOP_CREDIT_NOTE_PREFIX must differ from SHOP_INVOICE_PREFIX: credit notes run in a series of their own.');
  }
  // The LUT is filed in the shop's own state: an ARN of another state's registration is someone else's.
  if (shop.lut !== undefined && shop.lut.slice(2, 4) !== gstin.state.code) {
    throw new ConfigError(`SHOP_LUT ${shop.lut} was filed in state ${shop.lut.slice(2, 4)}, not the shop's ${gstin.state.code} (SHOP_GSTIN).`);
  }
  return {
    seller: {
      name: shop.tradeName,
      legalName: shop.legalName,
      address: shop.address,
      stateName: gstin.state.name,
      stateCode: gstin.state.code,
      gstin: gstin.gstin,
      email: shop.email,
      phone: shop.phone,
    },
    stateCode: gstin.state.code,
    invoiceSeries,
    creditNoteSeries,
    lut: shop.lut,
  };
}
