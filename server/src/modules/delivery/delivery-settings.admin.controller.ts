import { Body, Controller, Param, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { DeliveryService } from './delivery.service.js';
import { DeliverySettingsDto, SaveDeliverySettingsDto, SETTINGS_ID } from './dto/delivery-settings.dto.js';

const ID_PARAM = { name: 'id', enum: [SETTINGS_ID], description: 'Always "current": the settings are one record.' } as const;

/** Console resource `delivery-settings` ("Delivery settings"): the cut-off hour and handling days. Admins only. */
@ApiTags('delivery')
@Roles('admin')
@Controller('admin/delivery-settings')
export class DeliverySettingsAdminController {
  constructor(private readonly delivery: DeliveryService) {}

  @ConsoleList(DeliverySettingsDto, {
    summary: 'The delivery settings, as a list of their one record; answers Content-Range',
    description: 'One record, id "current": the cut-off hour (IST) and the handling days. ',
  })
  async list(@Res({ passthrough: true }) response: Response): Promise<DeliverySettingsDto[]> {
    response.setHeader('Content-Range', 'delivery-settings 0-0/1');
    response.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return [await this.delivery.settings(SETTINGS_ID)];
  }

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
