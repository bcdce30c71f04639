/** A picture just stored: reference `url` in a product or category; `srcset` lists its three widths. */
export class UploadedImageDto {
  /** The 640 px WebP, e.g. /uploads/products/<id>-640.webp. */
  url: string;
  /** `…-320.webp 320w, …-640.webp 640w, …-1280.webp 1280w`. */
  srcset: string;
  /** Size of the 640 px version. */
  width: number;
  height: number;
}

export class ProductImagesResponseDto {
  /** In the order the files were sent. */
  images: UploadedImageDto[];
}
