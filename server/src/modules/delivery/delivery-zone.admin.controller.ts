import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { DELIVERY_ZONE_SORT, DeliveryService } from './delivery.service.js';
import { DeliveryZoneDto, SaveDeliveryZoneDto } from './dto/delivery-zone.dto.js';

const WRITE_FAILS =
  'Fails: 400 `VALIDATION_FAILED` naming the field (COD offered abroad, PIN ranges or states on a zone abroad, ' +
  'countries on a zone in India, a range running backwards, an unknown state code, more minimum than maximum transit ' +
  'days, a COD limit of ₹2 lakh or more)';

/**
 * Console resource `delivery-zones` ("Delivery zones"), in ra-data-simple-rest conventions. Admins only: a zone sets
 * what every order to its addresses pays and whether it may be paid in cash.
 */
@ApiTags('delivery')
@Roles('admin')
@Controller('admin/delivery-zones')
export class DeliveryZoneAdminController {
  constructor(private readonly delivery: DeliveryService) {}

  @ConsoleList(DeliveryZoneDto, {
    summary: 'Delivery zones (filter kind, q; sort position, name, kind, fee, transitMaxDays); answers Content-Range',
    description:
      'Every zone with its rules (India: PIN ranges and GST state codes; abroad: countries; none of its kind: the ' +
      'rest of India or of the world), position (first match wins), transit days, fee, free-above threshold and COD ' +
      'terms, amounts in rupees. Filters: `kind` (india, abroad), `q` (in the name). Sorts: position (default), name, ' +
      'kind, fee, transitMaxDays. ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<DeliveryZoneDto[]> {
    return answerListPage(response, 'delivery-zones', query, DELIVERY_ZONE_SORT, (parsed) => this.delivery.listZones(parsed));
  }

  @ConsoleRoute('get', DeliveryZoneDto, [404], {
    summary: 'One delivery zone',
    description: 'Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `DELIVERY_ZONE_NOT_FOUND`.',
  })
  get(@UuidParam('id') id: string): Promise<DeliveryZoneDto> {
    return this.delivery.zone(id);
  }

  @ConsoleRoute('create', DeliveryZoneDto, [409], {
    summary: 'Add a delivery zone',
    description: `Adds a zone; later estimates and orders use it at once. ${WRITE_FAILS}; 409 \`DELIVERY_ZONE_NAME_TAKEN\`.`,
  })
  create(@Body() dto: SaveDeliveryZoneDto): Promise<DeliveryZoneDto> {
    return this.delivery.createZone(dto);
  }

  @ConsoleRoute('replace', DeliveryZoneDto, [404, 409], {
    summary: 'Replace a delivery zone’s fields (same rules as add)',
    description: `Orders already placed keep their fee and date. ${WRITE_FAILS}; 404 \`DELIVERY_ZONE_NOT_FOUND\`; 409 \`DELIVERY_ZONE_NAME_TAKEN\`.`,
  })
  replace(@UuidParam('id') id: string, @Body() dto: SaveDeliveryZoneDto): Promise<DeliveryZoneDto> {
    return this.delivery.replaceZone(id, dto);
  }

  @ConsoleRoute('delete', DeliveryZoneDto, [404], {
    summary: 'Delete a delivery zone; answers the deleted record',
    description: 'Addresses it served fall to the next zone that serves them, or are no longer delivered to. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `DELIVERY_ZONE_NOT_FOUND`.',
  })
  delete(@UuidParam('id') id: string): Promise<DeliveryZoneDto> {
    return this.delivery.deleteZone(id);
  }
}
