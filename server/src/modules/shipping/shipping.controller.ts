import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { ShippingWebhookDto, ShippingWebhookResponseDto } from './dto/shipping-webhook.dto.js';
import { SHIPPING_WEBHOOK_PATH } from './shipping.paths.js';
import { WEBHOOK_SIGNATURE_HEADER } from './shipping.rules.js';
import { ShippingService } from './shipping.service.js';

/** The courier aggregator's server-to-server updates. */
@ApiTags('shipping')
@Controller()
export class ShippingController {
  constructor(private readonly shipping: ShippingService) {}

  @Public()
  @Post(SHIPPING_WEBHOOK_PATH)
  @HttpCode(200)
  @ApiOperation({
    summary: "A courier aggregator's parcel update (webhook), signed with the shop's shared secret",
    description:
      'Sent by a courier aggregator, not by shoppers. The body is read as sent and must carry `X-Courier-Signature: ' +
      'sha256=<hex>`, the HMAC-SHA256 of the raw body with COURIER_WEBHOOK_SECRET (compared in constant time), and a ' +
      '`timestamp` (Unix seconds) within 5 minutes of the shop\'s clock, so a captured update cannot be replayed ' +
      'later. `delivered` marks the parcel of that AWB delivered, once (a repeat answers `Already delivered` and ' +
      'changes nothing), and its order delivered when every parcel has arrived; `in_transit` and `out_for_delivery` ' +
      'are acknowledged. Fails: 400 `VALIDATION_FAILED` (a body that is not such JSON); 401 `WEBHOOK_REJECTED` (no or a ' +
      'wrong signature, a stale timestamp); 404 `SHIPMENT_NOT_FOUND` (no parcel of this AWB); 413 `PAYLOAD_TOO_LARGE`; ' +
      '404 `WEBHOOK_NOT_CONFIGURED` when COURIER_WEBHOOK_SECRET is not set (the webhook is off: nothing a caller sends can change that).',
  })
  @ApiHeader({ name: WEBHOOK_SIGNATURE_HEADER, required: true, description: 'sha256= and the HMAC-SHA256 hex of the raw body' })
  @ApiBody({ type: ShippingWebhookDto })
  @ApiOkResponse({ type: ShippingWebhookResponseDto })
  @ApiErrors(400, 401, 404, 413)
  webhook(@Headers(WEBHOOK_SIGNATURE_HEADER) signature: string | undefined, @Body() rawBody: string): Promise<ShippingWebhookResponseDto> {
    return this.shipping.webhook(signature, rawBody);
  }
}
