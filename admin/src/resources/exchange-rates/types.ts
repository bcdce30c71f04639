import type { Schemas } from '@shop/openapi';

/** One foreign currency's rate as the console lists it; `id` is the currency code. */
export type ExchangeRate = Schemas['ExchangeRateAdminDto'];
/** What PUT /api/admin/exchange-rates/{currency} accepts. */
export type ExchangeRatePayload = Schemas['SetExchangeRateDto'];
/** The edit form's values: react-admin keeps the whole record; a confirmed save adds `confirm`. */
export type ExchangeRateValues = { inrPerUnit?: number | null; confirm?: boolean };
