import { Transform } from 'class-transformer';
import { listFromForm, numberFromForm } from '../gift-form.js';
import { GiftFieldsDto } from './gift-fields.dto.js';

/**
 * A new gift (spec 7 `gift-add`): multipart/form-data with 1 to 6 pictures in `images` and these text fields: name (2
 * to 200 characters; the slug is made from it, unique), description (default ''), points (bullet points under the
 * description, at most 20; default none), price (list price in rupees, more than 0, at most 2 decimals), discount
 * (percent off, 0–100; default 0), stock (pieces in stock, 0 or more; default 0), gender (who it is for; default
 * unisex), brand (default ''), colors and sizes (a shopper's choices, at most 20 each; default none). Lists come as a
 * JSON array or as repeated fields; numbers as text. Its OpenAPI body is described by GiftUpload().
 */
export class AddGiftDto extends GiftFieldsDto {}

// Form fields are text: the lists and numbers are read from it before GiftFieldsDto's checks run.
for (const key of ['points', 'colors', 'sizes'] as const) Transform(listFromForm)(AddGiftDto.prototype, key);
for (const key of ['price', 'discount', 'stock'] as const) Transform(numberFromForm)(AddGiftDto.prototype, key);
