import { Body, Controller, Post, Query, Res, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { pictureRouteDescription, PicturesUploadRoute, RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
import { CATEGORY_SORT, CategoriesAdminService } from './categories-admin.service.js';
import { CategoryAdminDto } from './dto/category-admin.response.dto.js';
import { SaveCategoryDto } from './dto/save-category.dto.js';
import { UploadedImageDto } from './dto/uploaded-image.response.dto.js';

/** Console resource `categories`, in ra-data-simple-rest conventions: staff read, admins write. */
@ApiTags('catalog')
@Roles('admin', 'seller')
@Controller('admin/categories')
export class CategoriesAdminController {
  constructor(private readonly categories: CategoriesAdminService) {}

  @ConsoleList(CategoryAdminDto, {
    summary: 'List categories (filter q, id[]; sort position, name); answers Content-Range',
    description:
      'Categories, each with how many products it holds; every staff member reads them, admins change them. Filters: ' +
      '`q` (contained in the name), `id` (an array of ids). Sorts: position, name, id (default position ASC). ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<CategoryAdminDto[]> {
    return answerListPage(response, 'categories', query, CATEGORY_SORT, (parsed) => this.categories.list(parsed));
  }

  @Post('image')
  @Roles('admin')
  @PicturesUploadRoute('image', 1, {
    summary: 'Upload a category picture (multipart field image); save the category with its url next',
    description: pictureRouteDescription(
      'Stores one picture sent in the multipart field `image` and answers its `url`, `srcset`, `width` and `height`; ' +
        'save a category with the url next. ',
      '; 400 `VALIDATION_FAILED` for a second picture or a file in another field.',
    ),
  }, UploadedImageDto)
  uploadImage(@UploadedFile(new RequiredUploadPipe('image')) file: UploadedImageFile, @CurrentUser() caller: AuthUser): Promise<UploadedImageDto> {
    return this.categories.saveImage(caller, file);
  }

  @ConsoleRoute('get', CategoryAdminDto, [404], {
    summary: 'One category',
    description:
      'One category with how many products it holds. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 ' +
      '`CATEGORY_NOT_FOUND`.',
  })
  get(@UuidParam('id') id: string): Promise<CategoryAdminDto> {
    return this.categories.get(id);
  }

  @ConsoleRoute('create', CategoryAdminDto, [409], {
    summary: 'Create a category; the slug follows the name when left out',
    description:
      'Creates a category from its name (unique in any case), with slug, picture url and position optional; without a ' +
      "slug, the storefront's is made from the name (nose-pins for Nose Pins), and without a position it goes last. " +
      'Fails: 400 `VALIDATION_FAILED` naming the field (a name that makes no slug too: give one); 409 ' +
      '`CATEGORY_NAME_TAKEN` or `CATEGORY_SLUG_TAKEN`.',
  })
  @Roles('admin')
  create(@Body() dto: SaveCategoryDto): Promise<CategoryAdminDto> {
    return this.categories.create(dto);
  }

  @ConsoleRoute('replace', CategoryAdminDto, [404, 409], {
    summary: 'Replace a category’s fields (same rules as create)',
    description:
      "Replaces a category's name and slug as create takes them (without a slug, it is made from the name again); the " +
      'picture and position left out keep their value. A picture replaced is deleted unless a product, another ' +
      'category or an order line shows it. Fails: 400 `VALIDATION_FAILED` (also when id is not a UUID); 404 ' +
      '`CATEGORY_NOT_FOUND`; 409 `CATEGORY_NAME_TAKEN` or `CATEGORY_SLUG_TAKEN`.',
  })
  @Roles('admin')
  update(@UuidParam('id') id: string, @Body() dto: SaveCategoryDto): Promise<CategoryAdminDto> {
    return this.categories.update(id, dto);
  }

  @ConsoleRoute('delete', CategoryAdminDto, [404, 409], {
    summary: 'Delete an empty category and its picture (409 while it has products); answers the deleted record',
    description:
      'Deletes a category that holds no products and answers it as it was; its picture is deleted unless a product or ' +
      'an order line shows it. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `CATEGORY_NOT_FOUND`; 409 ' +
      '`CATEGORY_HAS_PRODUCTS`.',
  })
  @Roles('admin')
  delete(@UuidParam('id') id: string): Promise<CategoryAdminDto> {
    return this.categories.remove(id);
  }
}
