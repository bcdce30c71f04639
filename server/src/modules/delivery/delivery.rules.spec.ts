import {
  addBusinessDays,
  addDays,
  codLimitPaise,
  codRefusal,
  dateLabel,
  type DeliveryZone,
  deliveryWindow,
  istClock,
  LEGAL_COD_MAX_PAISE,
  nextBusinessDay,
  parsePinRange,
  processingStart,
  shippingFeePaise,
  zoneFor,
} from './delivery.rules.js';

const NONE = new Set<string>();
const SETTINGS = { cutoffHour: 14, handlingDays: 2 };

function zone(overrides: Partial<DeliveryZone>): DeliveryZone {
  return {
    id: overrides.name ?? 'z',
    name: 'z',
    kind: 'india',
    pinRanges: [],
    stateCodes: [],
    countries: [],
    position: 0,
    transitMinDays: 1,
    transitMaxDays: 2,
    feePaise: 0,
    freeAbovePaise: null,
    codOffered: true,
    codLimitPaise: 50_000_00,
    ...overrides,
  };
}

/** An instant given as IST wall-clock time. */
function ist(text: string): Date {
  return new Date(`${text}+05:30`);
}

describe('istClock', () => {
  it('reads the IST date and minute, a day ahead of UTC after 18:30 UTC', () => {
    expect(istClock(new Date('2026-03-31T18:29:00Z'))).toEqual({ date: '2026-03-31', minute: 23 * 60 + 59 });
    expect(istClock(new Date('2026-03-31T18:30:00Z'))).toEqual({ date: '2026-04-01', minute: 0 });
    expect(istClock(new Date('2026-12-31T20:00:00Z'))).toEqual({ date: '2027-01-01', minute: 90 });
  });
});

describe('calendar days', () => {
  it('crosses month and year ends and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01');
  });

  it('labels a date as the product page shows it', () => {
    expect(dateLabel('2025-12-02')).toBe('Tue, 2 Dec');
    expect(dateLabel('2027-01-01')).toBe('Fri, 1 Jan');
  });
});

describe('business days', () => {
  it('skips Sundays', () => {
    // 2026-01-24 is a Saturday.
    expect(nextBusinessDay('2026-01-24', NONE)).toBe('2026-01-24');
    expect(nextBusinessDay('2026-01-25', NONE)).toBe('2026-01-26');
    expect(addBusinessDays('2026-01-24', 1, NONE)).toBe('2026-01-26');
  });

  it('skips a run of holidays around a Sunday', () => {
    // Independence Day 2026 is a Saturday; with Monday the 17th off too, Friday's next business day is Tuesday.
    const holidays = new Set(['2026-08-15', '2026-08-17']);
    expect(addBusinessDays('2026-08-14', 1, holidays)).toBe('2026-08-18');
    expect(nextBusinessDay('2026-08-15', holidays)).toBe('2026-08-18');
  });

  it('crosses the year end past Christmas and a Sunday', () => {
    // 2026-12-24 is a Thursday; the 25th is a holiday, the 27th a Sunday.
    const holidays = new Set(['2026-12-25']);
    expect(addBusinessDays('2026-12-24', 1, holidays)).toBe('2026-12-26');
    expect(addBusinessDays('2026-12-24', 2, holidays)).toBe('2026-12-28');
    expect(addBusinessDays('2026-12-31', 2, holidays)).toBe('2027-01-02');
  });

  it('counts from the next business day when the start is not one', () => {
    expect(addBusinessDays('2026-01-25', 0, NONE)).toBe('2026-01-26');
    expect(addBusinessDays('2026-01-25', 1, new Set(['2026-01-26']))).toBe('2026-01-28');
  });
});

describe('processingStart', () => {
  it('starts the same day before the cut-off, to the minute', () => {
    expect(processingStart(ist('2026-01-19T13:59:59'), SETTINGS, NONE)).toBe('2026-01-19');
    expect(processingStart(ist('2026-01-19T14:00:00'), SETTINGS, NONE)).toBe('2026-01-20');
  });

  it('reads the cut-off in IST, not UTC', () => {
    // 09:00 UTC is 14:30 IST: past the cut-off although it is morning in UTC.
    expect(processingStart(new Date('2026-01-19T09:00:00Z'), SETTINGS, NONE)).toBe('2026-01-20');
    // 20:00 UTC on Monday is 01:30 IST on Tuesday: Tuesday, before its cut-off.
    expect(processingStart(new Date('2026-01-19T20:00:00Z'), SETTINGS, NONE)).toBe('2026-01-20');
  });

  it('moves a Saturday evening order past Sunday and a Monday holiday', () => {
    expect(processingStart(ist('2026-01-24T18:00:00'), SETTINGS, new Set(['2026-01-26']))).toBe('2026-01-27');
  });

  it('moves a morning order on a holiday to the next business day', () => {
    expect(processingStart(ist('2026-01-26T09:00:00'), SETTINGS, new Set(['2026-01-26']))).toBe('2026-01-27');
  });

  it('takes another cut-off hour', () => {
    expect(processingStart(ist('2026-01-19T16:30:00'), { cutoffHour: 17, handlingDays: 2 }, NONE)).toBe('2026-01-19');
    expect(processingStart(ist('2026-01-19T00:00:00'), { cutoffHour: 0, handlingDays: 2 }, NONE)).toBe('2026-01-20');
  });
});

describe('deliveryWindow', () => {
  it('adds handling then transit in business days, skipping Sundays and holidays', () => {
    const window = deliveryWindow(ist('2026-01-19T10:00:00'), { transitMinDays: 3, transitMaxDays: 5 }, SETTINGS, new Set(['2026-01-26']));
    expect(window).toEqual({ dispatchBy: '2026-01-21', earliest: '2026-01-24', deliverBy: '2026-01-28' });
  });

  it('ships the day it starts with no handling days', () => {
    const window = deliveryWindow(ist('2026-01-19T10:00:00'), { transitMinDays: 0, transitMaxDays: 1 }, { cutoffHour: 14, handlingDays: 0 }, NONE);
    expect(window).toEqual({ dispatchBy: '2026-01-19', earliest: '2026-01-19', deliverBy: '2026-01-20' });
  });
});

describe('zoneFor', () => {
  const zones = [
    zone({ name: 'rest of India', position: 40 }),
    zone({ name: 'Jaipur', position: 10, pinRanges: [{ from: '302001', to: '302039' }] }),
    zone({ name: 'Rajasthan', position: 20, stateCodes: ['08'] }),
    zone({ name: 'Gulf', kind: 'abroad', position: 60, countries: ['AE', 'SA'], codOffered: false }),
    zone({ name: 'rest of world', kind: 'abroad', position: 90, codOffered: false }),
  ];

  it('takes the first zone by position that serves the PIN', () => {
    expect(zoneFor(zones, { country: 'IN', pin: '302029', stateCode: '08' })?.name).toBe('Jaipur');
    expect(zoneFor(zones, { country: 'IN', pin: '302040', stateCode: '08' })?.name).toBe('Rajasthan');
    expect(zoneFor(zones, { country: 'IN', pin: '110001', stateCode: '07' })?.name).toBe('rest of India');
  });

  it('serves abroad by country, then the rest of the world', () => {
    expect(zoneFor(zones, { country: 'AE' })?.name).toBe('Gulf');
    expect(zoneFor(zones, { country: 'US' })?.name).toBe('rest of world');
  });

  it('finds none when no zone of the kind is left', () => {
    expect(zoneFor(zones.filter((z) => z.kind === 'india'), { country: 'US' })).toBeUndefined();
    expect(zoneFor([zones[1]], { country: 'IN', pin: '110001', stateCode: '07' })).toBeUndefined();
  });
});

describe('shippingFeePaise', () => {
  const abroad = zone({ kind: 'abroad', feePaise: 2_500_00, freeAbovePaise: 25_000_00 });

  it('charges the fee below the threshold and nothing from it', () => {
    expect(shippingFeePaise(abroad, 24_999_99)).toBe(2_500_00);
    expect(shippingFeePaise(abroad, 25_000_00)).toBe(0);
  });

  it('always charges a zone with no threshold', () => {
    expect(shippingFeePaise(zone({ feePaise: 70_00 }), 10_00_000_00)).toBe(70_00);
  });
});

describe('codRefusal', () => {
  it('refuses COD abroad whatever the zone says', () => {
    expect(codRefusal(zone({ kind: 'abroad', codOffered: true }), 100)).toEqual({ reason: 'abroad' });
  });

  it('refuses where the zone offers none', () => {
    expect(codRefusal(zone({ codOffered: false }), 100)).toEqual({ reason: 'not_offered' });
  });

  it('takes up to the limit and refuses a paisa more', () => {
    expect(codRefusal(zone({}), 50_000_00)).toBeUndefined();
    expect(codRefusal(zone({}), 50_000_01)).toEqual({ reason: 'above_limit', limitPaise: 50_000_00 });
  });

  it('never goes to the legal cash limit of ₹2 lakh', () => {
    expect(codLimitPaise(zone({ codLimitPaise: null }))).toBe(LEGAL_COD_MAX_PAISE);
    expect(codLimitPaise(zone({ codLimitPaise: 5_00_000_00 }))).toBe(LEGAL_COD_MAX_PAISE);
    expect(codRefusal(zone({ codLimitPaise: null }), 2_00_000_00)).toEqual({ reason: 'above_limit', limitPaise: LEGAL_COD_MAX_PAISE });
  });
});

describe('parsePinRange', () => {
  it('reads a range or one PIN and refuses the rest', () => {
    expect(parsePinRange('302001-302039')).toEqual({ from: '302001', to: '302039' });
    expect(parsePinRange(' 302029 ')).toEqual({ from: '302029', to: '302029' });
    expect(parsePinRange('302039-302001')).toBeUndefined();
    expect(parsePinRange('02001-302039')).toBeUndefined();
    expect(parsePinRange('abc')).toBeUndefined();
  });
});
