import type { Schemas } from '@shop/openapi';

/** One purity's rate as the console lists it; `id` is the purity code. */
export type MetalRate = Schemas['MetalRateAdminDto'];
export type PurityCode = MetalRate['purity'];
/** What PUT /api/admin/metal-rates/{purity} accepts. */
export type MetalRatePayload = Schemas['SetMetalRateDto'];
/** The edit form's values: react-admin keeps the whole record; a confirmed save adds `confirm`. */
export type MetalRateValues = { ratePerGram?: number | null; confirm?: boolean };
/** One change of a rate, as the history lists it. */
export type MetalRateChange = Schemas['MetalRateChangeDto'];
