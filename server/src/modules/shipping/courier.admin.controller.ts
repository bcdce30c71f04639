import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { CourierDto } from './dto/courier.response.dto.js';
import { SaveCourierDto } from './dto/save-courier.dto.js';
import { COURIER_SORT, ShippingService } from './shipping.service.js';

/**
 * Console resource `couriers`, in ra-data-simple-rest conventions: the staff-kept list a shipment names. Admins keep
 * it; sellers read it to ship their lines.
 */
@ApiTags('shipping')
@Roles('admin')
@Controller('admin/couriers')
export class CourierAdminController {
  constructor(private readonly shipping: ShippingService) {}

  @Roles('admin', 'seller')
  @ConsoleList(CourierDto, {
    summary: 'List couriers (filter q (name), active; sort name, createdAt); answers Content-Range',
    description:
      'The couriers a shipment can name, with their tracking URL template, AWB format and how many shipments each has ' +
      'carried; admins and sellers read them. Filters: `q` (contained in the name), `active` (true: offered in the Ship ' +
      'form), `id` (an array of ids). Sorts: name, createdAt (default name ASC). ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<CourierDto[]> {
    return answerListPage(response, 'couriers', query, COURIER_SORT, (parsed) => this.shipping.listCouriers(parsed));
  }

  @Roles('admin', 'seller')
  @ConsoleRoute('get', CourierDto, [404], {
    summary: 'One courier',
    description: 'One courier. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `COURIER_NOT_FOUND`.',
  })
  get(@UuidParam('id') id: string): Promise<CourierDto> {
    return this.shipping.getCourier(id);
  }

  @ConsoleRoute('create', CourierDto, [409], {
    summary: 'Add a courier (admins)',
    description:
      'Adds a courier: its name (unique whatever its case), its public tracking page as an https URL template holding ' +
      '`{awb}`, the regular expression its AWB numbers match and whether the Ship form offers it. Fails: 400 ' +
      '`VALIDATION_FAILED` naming the field; 409 `COURIER_NAME_TAKEN`.',
  })
  create(@Body() dto: SaveCourierDto): Promise<CourierDto> {
    return this.shipping.createCourier(dto);
  }

  @ConsoleRoute('replace', CourierDto, [404, 409], {
    summary: "Replace a courier's fields (admins; same rules as create)",
    description:
      "Replaces a courier's name, tracking URL template, AWB format and active flag. Shipments already made keep their " +
      "AWB; their tracking links follow the new template. Fails: 400 `VALIDATION_FAILED`; 404 `COURIER_NOT_FOUND`; 409 " +
      '`COURIER_NAME_TAKEN`.',
  })
  update(@UuidParam('id') id: string, @Body() dto: SaveCourierDto): Promise<CourierDto> {
    return this.shipping.updateCourier(id, dto);
  }

  @ConsoleRoute('delete', CourierDto, [404, 409], {
    summary: 'Delete a courier that never carried a shipment (admins); answers the deleted record',
    description:
      'Deletes a courier no shipment names. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 ' +
      '`COURIER_NOT_FOUND`; 409 `COURIER_IN_USE` once it has carried a shipment (mark it inactive instead).',
  })
  delete(@UuidParam('id') id: string): Promise<CourierDto> {
    return this.shipping.deleteCourier(id);
  }
}
