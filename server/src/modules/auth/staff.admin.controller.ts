import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { CreateStaffDto } from './dto/create-staff.dto.js';
import { StaffMemberDto } from './dto/staff.response.dto.js';
import { UpdateStaffDto } from './dto/update-staff.dto.js';
import { STAFF_SORT, StaffAdminService } from './staff-admin.service.js';

/** Console resource `staff` (admins only), in ra-data-simple-rest conventions: the shop's admin and seller accounts. */
@ApiTags('auth')
@Roles('admin')
@Controller('admin/staff')
export class StaffAdminController {
  constructor(private readonly staff: StaffAdminService) {}

  @ConsoleList(StaffMemberDto, {
    summary: 'List staff accounts (filter role admin|seller, q on name, e-mail or phone, id[]; sort name, email, createdAt); answers Content-Range',
    description:
      "The shop's admin and seller accounts, each with how many products it owns. Filters: `role` (admin or seller), " +
      '`q` (contained in name, e-mail or phone), `id` (an array of ids). Sorts: name, email, createdAt (default ' +
      'createdAt DESC). ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<StaffMemberDto[]> {
    return answerListPage(response, 'staff', query, STAFF_SORT, (parsed) => this.staff.list(parsed));
  }

  @ConsoleRoute('get', StaffMemberDto, [404], {
    summary: 'One staff account',
    description:
      'One staff account with how many products it owns. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 ' +
      "`STAFF_NOT_FOUND` (customers' ids included).",
  })
  get(@UuidParam('id') id: string): Promise<StaffMemberDto> {
    return this.staff.get(id);
  }

  @ConsoleRoute('create', StaffMemberDto, [409], {
    summary: 'Add a staff account (admin or seller); the e-mail must be free among all accounts (409)',
    description:
      'Adds an admin or seller account with name, e-mail, password (8 to 128 characters) and an optional phone; it ' +
      "signs in through admin/login. Fails: 400 `VALIDATION_FAILED`; 409 `EMAIL_TAKEN` when any account, customers' " +
      'included, has the e-mail (case-insensitively).',
  })
  create(@Body() dto: CreateStaffDto): Promise<StaffMemberDto> {
    return this.staff.create(dto);
  }

  @ConsoleRoute('replace', StaffMemberDto, [404, 409], {
    summary: 'Change name, phone, role or password; not your own role, never the last admin’s (409)',
    description:
      "Changes the fields sent of a staff account: name, phone, role, password (the e-mail never changes). Admins' " +
      'changes run one at a time, so the shop always keeps an admin. Fails: 400 `VALIDATION_FAILED`; 403 `FORBIDDEN` ' +
      'when the caller stopped being an admin meanwhile; 404 `STAFF_NOT_FOUND`; 409 `OWN_ACCOUNT` for a change of the ' +
      "caller's own role, `LAST_ADMIN` for taking the last admin's role.",
  })
  update(@UuidParam('id') id: string, @Body() dto: UpdateStaffDto, @CurrentUser() caller: AuthUser): Promise<StaffMemberDto> {
    return this.staff.update(caller, id, dto);
  }

  @ConsoleRoute('delete', StaffMemberDto, [404, 409], {
    summary: 'Delete a staff account, not your own nor the last admin (409); a seller’s products become the house shop’s. Answers the deleted record',
    description:
      "Deletes a staff account and answers it as it was; a seller's products move to the house shop in the same " +
      'transaction, while past order lines keep the shop name they were sold under. Fails: 400 `VALIDATION_FAILED` ' +
      'when id is not a UUID; 403 `FORBIDDEN` when the caller stopped being an admin meanwhile; 404 `STAFF_NOT_FOUND`; ' +
      "409 `OWN_ACCOUNT` (the caller's own account) or `LAST_ADMIN`.",
  })
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<StaffMemberDto> {
    return this.staff.remove(caller, id);
  }
}
