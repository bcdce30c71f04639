import { ApiProperty } from '@nestjs/swagger';

/** The multipart body of an upload: one photo or video in the field `file`. */
export class UploadReturnMediaDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A photo (JPEG, PNG, WebP, GIF, AVIF; 5 MB) or an unboxing video (MP4 or WebM; 50 MB).' })
  file: unknown;
}
