import { Transform } from 'class-transformer';
import { IsString, IsUUID, MaxLength } from 'class-validator';
import { trim } from '../../../common/http/trim.js';

const OLD_IMAGE_MESSAGE = "oldImage must be the URL of one of the gift's pictures, as listed in its images";

/** Spec 7 `gift-image-update`: the text fields beside the `newImage` file (multipart/form-data). */
export class UpdateGiftImageDto {
  /** The gift whose picture is replaced. */
  @IsUUID('all', { message: 'giftId must be the id of a gift' })
  giftId: string;

  /** The picture to replace, as listed in the gift's images; the new one takes its slot and its files are deleted. */
  @Transform(trim)
  @IsString({ message: OLD_IMAGE_MESSAGE })
  @MaxLength(500, { message: OLD_IMAGE_MESSAGE })
  oldImage: string;
}
