import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { DELIVERY_HOLIDAY_SORT, DeliveryService } from './delivery.service.js';
import { DeliveryHolidayDto, SaveDeliveryHolidayDto } from './dto/delivery-holiday.dto.js';

const DATE_PARAM = { name: 'id', description: 'The holiday’s date, e.g. 2026-11-08.', schema: { type: 'string', format: 'date' } } as const;

/** Console resource `delivery-holidays` ("Holidays"): days the shop and couriers do not work. Admins only. */
@ApiTags('delivery')
@Roles('admin')
@Controller('admin/delivery-holidays')
export class DeliveryHolidayAdminController {
  constructor(private readonly delivery: DeliveryService) {}

  @ConsoleList(DeliveryHolidayDto, {
    summary: 'Holidays (filter year; sort date, name); answers Content-Range',
    description: 'Days business-day counts skip besides Sundays. Filter: `year`. Sorts: date (default), name. ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<DeliveryHolidayDto[]> {
    return answerListPage(response, 'delivery-holidays', query, DELIVERY_HOLIDAY_SORT, (parsed) => this.delivery.listHolidays(parsed));
  }

  @ApiParam(DATE_PARAM)
  @ConsoleRoute('get', DeliveryHolidayDto, [404], { summary: 'One holiday', description: 'Fails: 404 `DELIVERY_HOLIDAY_NOT_FOUND`.' })
  get(@Param('id') date: string): Promise<DeliveryHolidayDto> {
    return this.delivery.holiday(date);
  }

  @ConsoleRoute('create', DeliveryHolidayDto, [409], {
    summary: 'Add a holiday',
    description: 'Fails: 400 `VALIDATION_FAILED` (no such date); 409 `DELIVERY_HOLIDAY_TAKEN` when the date is already one.',
  })
  create(@Body() dto: SaveDeliveryHolidayDto): Promise<DeliveryHolidayDto> {
    return this.delivery.createHoliday(dto);
  }

  @ApiParam(DATE_PARAM)
  @ConsoleRoute('replace', DeliveryHolidayDto, [404, 409], {
    summary: 'Move or rename a holiday',
    description: 'Fails: 400 `VALIDATION_FAILED`; 404 `DELIVERY_HOLIDAY_NOT_FOUND`; 409 `DELIVERY_HOLIDAY_TAKEN` when the new date is another.',
  })
  replace(@Param('id') date: string, @Body() dto: SaveDeliveryHolidayDto): Promise<DeliveryHolidayDto> {
    return this.delivery.replaceHoliday(date, dto);
  }

  @ApiParam(DATE_PARAM)
  @ConsoleRoute('delete', DeliveryHolidayDto, [404], {
    summary: 'Remove a holiday; answers it',
    description: 'Fails: 404 `DELIVERY_HOLIDAY_NOT_FOUND`.',
  })
  delete(@Param('id') date: string): Promise<DeliveryHolidayDto> {
    return this.delivery.deleteHoliday(date);
  }
}
