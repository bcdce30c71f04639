import { Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { CUSTOMER_SORT, CustomersAdminService } from './customers-admin.service.js';
import { CustomerDto } from './dto/auth.response.dto.js';

/** Console resource `customers` (read-only), in ra-data-simple-rest conventions. */
@ApiTags('auth')
@Roles('admin')
@Controller('admin/customers')
export class CustomersAdminController {
  constructor(private readonly customers: CustomersAdminService) {}

  @ConsoleList(CustomerDto, {
    summary: 'List customers; answers Content-Range: customers first-last/total',
    description:
      'Customer accounts (staff accounts are not listed), read-only. Filters: `q` (contained in name, e-mail or ' +
      'phone), `id` (an array of ids). Sorts: name, email, createdAt (default createdAt DESC). ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<CustomerDto[]> {
    return answerListPage(response, 'customers', query, CUSTOMER_SORT, (parsed) => this.customers.list(parsed));
  }

  @ConsoleRoute('get', CustomerDto, [404], {
    summary: 'One customer',
    description:
      'One customer account: id, name, email, phone, createdAt. Fails: 400 `BAD_REQUEST` when id is not a UUID; 404 ' +
      "`USER_NOT_FOUND` when no customer has this id (a staff account's id included).",
  })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<CustomerDto> {
    return this.customers.get(id);
  }
}
