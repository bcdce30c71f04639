import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, type GetListParams, HttpError, type RaRecord, type UpdateParams, fetchUtils } from 'react-admin';
import { readStaffToken, readStaffUser } from './api/session';
import { uploadBlogPictures, uploadCategoryPicture, uploadProductPictures } from './api/uploads';
import { toRatePayload } from './lib/rates';
import { toBannerPayload, toBannerUploadForm } from './resources/banners/bannerRules';
import { storeBlogPictures, toBlogPayload } from './resources/blogs/blogRules';
import type { BlogFormValues } from './resources/blogs/types';
import type { BannerCreateValues, BannerEditValues } from './resources/banners/types';
import { toCouponPayload } from './resources/coupons/couponRules';
import type { MetalRatePayload, MetalRateValues } from './resources/metal-rates/types';
import type { ExchangeRatePayload, ExchangeRateValues } from './resources/exchange-rates/types';
import { toOrderFilter, toOrderStatusPayload } from './resources/orders/orderRules';
import type { Order, OrderStatusPayload, ShipOrderPayload } from './resources/orders/types';
import type { ManualRefundPayload, Refund } from './resources/refunds/types';
import type { ReturnRecord, ReturnStep, ReturnStepPayload } from './resources/returns/types';
import type { CouponValues } from './resources/coupons/types';
import { toCategoryPayload } from './resources/categories/categoryRules';
import { toGiftPayload } from './resources/gifts/giftRules';
import type { GiftFormValues } from './resources/gifts/types';
import type { CategoryFormValues } from './resources/categories/types';
import { type DeliveryHolidayValues, toHolidayPayload } from './resources/delivery-holidays/types';
import { type DeliverySettingsPayload, toDeliverySettingsPayload } from './resources/delivery-settings/types';
import { toDeliveryZonePayload } from './resources/delivery-zones/deliveryZoneRules';
import type { DeliveryZoneValues } from './resources/delivery-zones/types';
import { HOUSE_SHOP, toProductPayload } from './resources/products/productRules';
import type { ProductFormValues } from './resources/products/types';
import { toReviewPayload } from './resources/reviews/types';
import { toStaffCreatePayload, toStaffUpdatePayload } from './resources/staff/staffRules';
import type { StaffCreateValues, StaffEditValues } from './resources/staff/types';
import { isPendingPicture, uploadPendingPictures } from './uploads/pictures';

const API = '/api/admin';

type ServerError = { error: string; code?: string; fields?: { field: string; messages: string[] }[] };

/** Refusals the server answers without naming a field, though one input is to blame: the form marks it. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = { HUID_TAKEN: 'huid' };

function isServerError(body: unknown): body is ServerError {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string';
}

/**
 * The server's `{ error }` sentence is what staff should read, not the bare status text. Its `fields` become
 * react-admin's `body.errors`, so a refused save marks the fields and notifies the sentence (`root.serverError`).
 */
function withServerMessage(error: unknown): unknown {
  if (!(error instanceof HttpError) || !isServerError(error.body)) return error;
  const body = error.body;
  const field = body.code !== undefined && Object.hasOwn(FIELD_OF_CODE, body.code) ? FIELD_OF_CODE[body.code] : undefined;
  const fields = body.fields ?? (field ? [{ field, messages: [body.error] }] : undefined);
  const errors = fields?.length
    ? {
        root: { serverError: body.error },
        ...Object.fromEntries(fields.map(({ field, messages }) => [field, messages.join(' ')])),
      }
    : undefined;
  return new HttpError(body.error, error.status, errors ? { ...body, errors } : body);
}

async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = readStaffToken();
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
    });
  } catch (error) {
    throw withServerMessage(error);
  }
}

/** Products are saved with picture URLs: the files picked in the form are uploaded first, in the order shown. */
async function productBody(data: ProductFormValues): Promise<string> {
  const images = await uploadPendingPictures(data.images ?? [], uploadProductPictures);
  return JSON.stringify(toProductPayload({ ...data, images }, readStaffUser()?.role));
}

/** Gifts are saved like products: picked files uploaded first (the products' picture store), in the order shown. */
async function giftBody(data: GiftFormValues): Promise<string> {
  const images = await uploadPendingPictures(data.images ?? [], uploadProductPictures);
  return JSON.stringify(toGiftPayload({ ...data, images }));
}

/** A post is saved with picture URLs: its own and its sections' new files are uploaded first, in one go. */
async function blogBody(data: BlogFormValues): Promise<string> {
  return JSON.stringify(toBlogPayload(await storeBlogPictures(data, uploadBlogPictures)));
}

/** A category is saved with its picture's URL ('' for none), the picked file uploaded first. */
async function categoryBody(data: CategoryFormValues): Promise<string> {
  const image = isPendingPicture(data.image) ? await uploadCategoryPicture(data.image.rawFile) : (data.image ?? '');
  return JSON.stringify(toCategoryPayload({ ...data, image }));
}

type BodyMaker = (data: Partial<RaRecord>) => string | FormData | Promise<string | FormData>;

/** Resources whose create and update send the same body: their form's values turned into what their save takes. */
const SAVE_BODY: Record<string, BodyMaker> = {
  coupons: (data) => JSON.stringify(toCouponPayload(data as CouponValues)),
  products: (data) => productBody(data as ProductFormValues),
  categories: (data) => categoryBody(data as CategoryFormValues),
  gifts: (data) => giftBody(data as GiftFormValues),
  blogs: (data) => blogBody(data as BlogFormValues),
  'delivery-zones': (data) => JSON.stringify(toDeliveryZonePayload(data as DeliveryZoneValues)),
  'delivery-holidays': (data) => JSON.stringify(toHolidayPayload(data as DeliveryHolidayValues)),
};

/**
 * The body of a create, per resource. The server takes a record's read-only fields back and ignores them, but refuses
 * null for a field that has no empty value, and pictures are stored before the record is saved; so each resource
 * turns its form's values (cleared inputs are null, pictures may be files) into what its save takes.
 */
const CREATE_BODY: Record<string, BodyMaker> = {
  ...SAVE_BODY,
  banners: (data) => toBannerUploadForm(data as BannerCreateValues),
  staff: (data) => JSON.stringify(toStaffCreatePayload(data as StaffCreateValues)),
};

/** The body of an update, per resource: only what the server lets staff change. */
const UPDATE_BODY: Record<string, BodyMaker> = {
  ...SAVE_BODY,
  banners: (data) => JSON.stringify(toBannerPayload(data as BannerEditValues)),
  reviews: (data) => JSON.stringify(toReviewPayload(data as { hidden: boolean })),
  orders: (data) => JSON.stringify(toOrderStatusPayload(data as Partial<OrderStatusPayload>)),
  staff: (data) => JSON.stringify(toStaffUpdatePayload(data as StaffEditValues)),
  'metal-rates': (data) => JSON.stringify(toRatePayload('ratePerGram', data as MetalRateValues) satisfies MetalRatePayload),
  'exchange-rates': (data) => JSON.stringify(toRatePayload('inrPerUnit', data as ExchangeRateValues) satisfies ExchangeRatePayload),
  'delivery-settings': (data) => JSON.stringify(toDeliverySettingsPayload(data as Partial<DeliverySettingsPayload>)),
};

async function createBody(resource: string, data: Partial<RaRecord>): Promise<string | FormData> {
  if (!Object.hasOwn(CREATE_BODY, resource)) throw new Error(`The console cannot create ${resource}.`);
  return CREATE_BODY[resource](data);
}

async function updateBody(resource: string, data: Partial<RaRecord>): Promise<string | FormData> {
  if (!Object.hasOwn(UPDATE_BODY, resource)) throw new Error(`The console cannot change ${resource}.`);
  return UPDATE_BODY[resource](data);
}

/**
 * List filters as the server reads them: react-admin drops null filter values, so the house shop travels as a word;
 * an order reference is searched without its '#'.
 */
function serverFilter(resource: string, filter: GetListParams['filter']): GetListParams['filter'] {
  if (resource === 'products' && filter?.sellerId === HOUSE_SHOP) return { ...filter, sellerId: null };
  if ((resource === 'orders' || resource === 'returns') && filter) return toOrderFilter(filter);
  return filter;
}

const rest = simpleRestProvider(API, httpClient);

async function put(resource: string, id: RaRecord['id'], data: Partial<RaRecord>) {
  const { json } = await httpClient(`${API}/${resource}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: await updateBody(resource, data),
  });
  // The server answers the saved record (its response DTO).
  return json as RaRecord;
}

/** Staff resources under /api/admin in ra-data-simple-rest conventions (Content-Range totals). */
export const dataProvider: DataProvider = {
  ...rest,

  getList(resource, params) {
    return rest.getList(resource, { ...params, filter: serverFilter(resource, params.filter) });
  },

  async create(resource, params) {
    const { json } = await httpClient(`${API}/${resource}`, { method: 'POST', body: await createBody(resource, params.data) });
    return { data: json };
  },

  async update<RecordType extends RaRecord>(resource: string, params: UpdateParams<RecordType>) {
    return { data: (await put(resource, params.id, params.data)) as RecordType };
  },

  async updateMany(resource, params) {
    const records = await Promise.all(params.ids.map((id) => put(resource, id, params.data)));
    return { data: records.map((record) => record.id) };
  },

  /** Hands lines of an order to a courier (POST /api/admin/orders/{id}/shipments); answers the order as it now is. */
  async shipOrder(orderId: string, body: ShipOrderPayload): Promise<{ data: Order }> {
    const { json } = await httpClient(`${API}/orders/${encodeURIComponent(orderId)}/shipments`, { method: 'POST', body: JSON.stringify(body) });
    return { data: json as Order };
  },

  /** Retries a failed online refund (POST /api/admin/refunds/{id}/retry); answers the new refund. */
  async retryRefund(refundId: string): Promise<{ data: Refund }> {
    const { json } = await httpClient(`${API}/refunds/${encodeURIComponent(refundId)}/retry`, { method: 'POST' });
    return { data: json as Refund };
  },

  /** Records a bank/UPI transfer refunding a cash-on-delivery order (POST /api/admin/orders/{id}/refunds). */
  async recordManualRefund(orderId: string, body: ManualRefundPayload): Promise<{ data: Refund }> {
    const { json } = await httpClient(`${API}/orders/${encodeURIComponent(orderId)}/refunds`, { method: 'POST', body: JSON.stringify(body) });
    return { data: json as Refund };
  },

  /**
   * A step of a return (POST /api/admin/returns/{id}/approve, reject, receive or refund); answers the return as it now is.
   * A 409 means another click or tab moved it first.
   */
  async returnStep<Step extends ReturnStep>(returnId: string, step: Step, body: ReturnStepPayload[Step]): Promise<{ data: ReturnRecord }> {
    const { json } = await httpClient(`${API}/returns/${encodeURIComponent(returnId)}/${step}`, { method: 'POST', body: JSON.stringify(body) });
    return { data: json as ReturnRecord };
  },

  /** Marks a parcel delivered (PUT /api/admin/shipments/{id}/delivered); answers its order as it now is. */
  async markShipmentDelivered(shipmentId: string): Promise<{ data: Order }> {
    const { json } = await httpClient(`${API}/shipments/${encodeURIComponent(shipmentId)}/delivered`, { method: 'PUT' });
    return { data: json as Order };
  },
};
