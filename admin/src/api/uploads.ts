import { ok, type paths } from '@shop/openapi';
import { api } from './client';

/**
 * Picture uploads through the typed client. The generated types describe binary parts as strings; the
 * FormData itself is sent (openapi-fetch passes FormData through and lets the browser set the boundary).
 */
function multipart<Body>(field: string, files: File[]): Body {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return form as unknown as Body;
}

type MultipartOf<Path extends keyof paths> = paths[Path] extends {
  post: { requestBody?: { content: { 'multipart/form-data': infer Body } } };
}
  ? Body
  : never;

/** Stores 1 to 8 product pictures; answers their URLs in the order of `files`. */
export async function uploadProductPictures(files: File[]): Promise<string[]> {
  const { images } = ok(await api.POST('/api/admin/products/images', { body: multipart<MultipartOf<'/api/admin/products/images'>>('images', files) }));
  return images.map((image) => image.url);
}

/** Stores one category picture; answers its URL. */
export async function uploadCategoryPicture(file: File): Promise<string> {
  return ok(await api.POST('/api/admin/categories/image', { body: multipart<MultipartOf<'/api/admin/categories/image'>>('image', [file]) })).url;
}

/** Stores pictures of a blog post (its own and its sections'); answers their URLs in the order of `files`. */
export async function uploadBlogPictures(files: File[]): Promise<string[]> {
  const { images } = ok(await api.POST('/api/admin/blogs/images', { body: multipart<MultipartOf<'/api/admin/blogs/images'>>('images', files) }));
  return images.map((image) => image.url);
}
