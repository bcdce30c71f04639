import type { Schemas } from '@shop/openapi';

export type Order = Schemas['OrderAdminDto'];
export type OrderLine = Schemas['OrderLineDto'];
export type DeliveryStatus = Order['delivery_status'];
export type PaymentStatus = Order['payment_status'];
export type PaymentMethod = NonNullable<Order['payment_method']>;
/** What PUT /api/admin/orders/{id} accepts: a delivery and/or a payment status, nothing else. */
export type OrderStatusPayload = Schemas['UpdateOrderStatusDto'];
/** An online payment attempt of an order (GET /api/admin/payments, admins only). */
export type Payment = Schemas['PaymentAdminDto'];
/** A parcel of the order handed to a courier (issue 17). */
export type Shipment = Schemas['OrderShipmentDto'];
/** What POST /api/admin/orders/{id}/shipments takes. */
export type ShipOrderPayload = Schemas['ShipOrderDto'];
