/**
 * A GST tax invoice or credit note as issued: everything its PDF prints, stored whole (invoices.document, jsonb) when
 * it is issued, so that a later change of the shop's address, a customer's name or a product never alters a document
 * already issued. Built by the invoice service from the order and invoiceTax() (tax.ts); printed by invoice-pdf.ts.
 * Money in integer paise, weights in milligrams, rates in basis points and paise per gram.
 *
 * What CGST Rule 46 asks an invoice to carry, and where it is here: (a) supplier's name, address and GSTIN → seller;
 * (b) a consecutive serial number of at most 16 characters, unique for the financial year → number; (c) date →
 * issuedAt; (d)/(e) recipient's name and address (an unregistered recipient: with the state and its code, and the
 * delivery address) → buyer; (g) HSN → lines[].hsn; (h) description; (i) quantity; (j) total value; (k) taxable value
 * after discounts → lines[].taxableValuePaise; (l)/(m) rate and amount of each tax; (n) place of supply with the state
 * name → placeOfSupply; (o) delivery address where it differs → buyer.shippingAddress; (p) reverse charge → notes;
 * (q) signature of the supplier → signatory. Rule 53(1A) asks the same of a credit note, with the invoice it credits.
 */
import type { InvoiceLine, InvoiceTotals, SupplyType } from './tax.js';

export type DocumentKind = 'invoice' | 'credit_note';

export type DocumentParty = {
  name: string;
  /** Address lines as printed, without the state line. */
  address: string[];
  stateName: string;
  /** The two-digit GST state code; '96' for a place abroad. */
  stateCode: string;
};

export type DocumentSeller = DocumentParty & {
  /** Registered legal name (the trade name is `name`). */
  legalName: string;
  gstin: string;
  email: string;
  phone: string;
};

export type DocumentBuyer = {
  name: string;
  email: string;
  phone: string;
  /** The billing address: the shop takes one address per order, so it is the shipping address too. */
  billingAddress: DocumentParty;
  shippingAddress: DocumentParty;
  /** A registered buyer's GSTIN; null for a consumer. */
  gstin: string | null;
};

/**
 * A line as issued: invoiceTax()'s line (its amount is gross − discount, so it is not stored again) with what the
 * order line snapshotted of the piece's metal and build-up.
 */
export type DocumentLine = Omit<InvoiceLine, 'amountPaise'> & {
  /** "22K gold (916)"; null for shipping and for pieces without a metal. */
  purity: string | null;
  /** Net metal weight of the line (all its pieces), mg; null when not weighed. */
  netWeightMg: number | null;
  /** The metal rate the piece was priced at, paise per gram; null for fixed-price pieces. */
  ratePaisePerGram: number | null;
  /** Metal value, making and stones of the line before GST, as the breakup had them; null for fixed-price pieces. */
  metalValuePaise: number | null;
  makingPaise: number | null;
  stonesPaise: number | null;
};

export type TaxDocument = {
  kind: DocumentKind;
  /** "SJ/26-27/000123". */
  number: string;
  /** ISO 8601. */
  issuedAt: string;
  orderId: string;
  orderPlacedAt: string;
  /** For a credit note: the invoice it credits and why. */
  credits: { invoiceNumber: string; invoiceDate: string; reason: string } | null;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  placeOfSupply: { stateName: string; stateCode: string };
  supplyType: SupplyType;
  lines: DocumentLine[];
  totals: InvoiceTotals;
  /** The total in words, Indian system: "Rupees One Lakh Two Thousand and Fifty Paise Only" (words.ts). */
  amountInWords: string;
  paymentMethod: 'COD' | 'ONLINEPAY' | null;
  /** Printed under the lines: "Tax is not payable on reverse charge", the export endorsement, … */
  notes: string[];
  /** "For <legal name>" above "Authorised Signatory". */
  signatory: string;
};
