import { Body, Controller, Param } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/decorators.js';
import { ConsoleRoute } from '../../common/http/simple-rest.js';
import { DeliveryService } from './delivery.service.js';
import { DeliverySettingsDto, SaveDeliverySettingsDto, SETTINGS_ID } from './dto/delivery-settings.dto.js';

const ID_PARAM = { name: 'id', enum: [SETTINGS_ID], description: 'Always "current": the settings are one record.' } as const;

/**
 * Console resource `delivery-settings` ("Delivery settings"): one record, `current`, with the cut-off hour and handling
 * days; it has no list (the console edits /delivery-settings/current). Admins only.
 */
@ApiTags('delivery')
@Roles('admin')
@Controller('admin/delivery-settings')
export class DeliverySettingsAdminController {
  constructor(private readonly delivery: DeliveryService) {}

  @ApiParam(ID_PARAM)
  @ConsoleRoute('get', DeliverySettingsDto, [404], { summary: 'The delivery settings', description: 'Fails: 404 `DELIVERY_SETTINGS_NOT_FOUND` for an id other than "current".' })
  get(@Param('id') id: string): Promise<DeliverySettingsDto> {
    return this.delivery.settings(id);
  }

  @ApiParam(ID_PARAM)
  @ConsoleRoute('replace', DeliverySettingsDto, [404], {
    summary: 'Change the cut-off hour and handling days',
    description: 'Later estimates and orders use them at once. Fails: 400 `VALIDATION_FAILED`; 404 `DELIVERY_SETTINGS_NOT_FOUND`.',
  })
  replace(@Param('id') id: string, @Body() dto: SaveDeliverySettingsDto): Promise<DeliverySettingsDto> {
    return this.delivery.saveSettings(id, dto);
  }
}
