import { ConfigError, DEMO_SHOP } from '../../config/config.js';
import { GSTIN_PROBLEMS } from './gstin.js';
import { financialYearOf } from './series.js';
import { shopIdentity } from './shop-identity.js';

describe('shopIdentity', () => {
  it("takes the demo shop's sample GSTIN as valid, of Rajasthan", () => {
    const identity = shopIdentity(DEMO_SHOP);
    expect(identity.stateCode).toBe('08');
    expect(identity.seller).toMatchObject({ stateName: 'Rajasthan', stateCode: '08', gstin: '08AASFS4126K1ZO', legalName: 'Sona Jewellers' });
    expect(identity.invoiceSeries.format(financialYearOf(new Date('2026-11-28T00:00:00Z')), 123)).toBe('SJ/26-27/000123');
    expect(identity.creditNoteSeries.format(financialYearOf(new Date('2026-11-28T00:00:00Z')), 1)).toBe('SJC/26-27/000001');
  });

  it("stops the start with GSTIN_PROBLEMS' sentence for a bad GSTIN", () => {
    expect(() => shopIdentity({ ...DEMO_SHOP, gstin: '08AASFS4126K1ZA' })).toThrow(ConfigError);
    expect(() => shopIdentity({ ...DEMO_SHOP, gstin: '08AASFS4126K1ZA' })).toThrow(GSTIN_PROBLEMS.check);
    expect(() => shopIdentity({ ...DEMO_SHOP, gstin: '08AASFS4126' })).toThrow(GSTIN_PROBLEMS.length);
    expect(() => shopIdentity({ ...DEMO_SHOP, gstin: '99AASFS4126K1ZO' })).toThrow(/SHOP_GSTIN/);
  });

  it("takes an LUT filed in the shop's state, and refuses one of another state", () => {
    expect(shopIdentity({ ...DEMO_SHOP, lut: 'AD080425000123X' }).lut).toBe('AD080425000123X');
    expect(shopIdentity(DEMO_SHOP).lut).toBeUndefined();
    expect(() => shopIdentity({ ...DEMO_SHOP, lut: 'AD270425000123X' })).toThrow("SHOP_LUT AD270425000123X was filed in state 27, not the shop's 08 (SHOP_GSTIN).");
  });

  it('refuses prefixes that do not fit 16 characters, are not letters and digits, or are shared', () => {
    expect(() => shopIdentity({ ...DEMO_SHOP, invoicePrefix: 'SONAJ' })).toThrow(/SHOP_INVOICE_PREFIX/);
    expect(() => shopIdentity({ ...DEMO_SHOP, invoicePrefix: 'sj' })).toThrow(/SHOP_INVOICE_PREFIX/);
    expect(() => shopIdentity({ ...DEMO_SHOP, creditNotePrefix: 'CREDIT' })).toThrow(/SHOP_CREDIT_NOTE_PREFIX/);
    expect(() => shopIdentity({ ...DEMO_SHOP, creditNotePrefix: 'SJ' })).toThrow(/must differ/);
  });
});
