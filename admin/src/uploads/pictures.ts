/**
 * Pictures in console forms. A form holds a stored picture as its URL and a newly picked file as a
 * PendingPicture (react-admin's `{ rawFile, src, title }` shape); the dataProvider uploads the pending ones
 * when the form is saved, then saves the record with the URLs, so nothing is uploaded for a form left unsaved.
 */
export type PendingPicture = {
  rawFile: File;
  /** An object URL for the preview. */
  src: string;
  title: string;
};

export type Picture = string | PendingPicture;

/** The server's limits (StorageService): at most 5 MB, and these formats, checked there by their bytes. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/** POST /api/admin/products/images takes 1 to 8 files at a time. */
export const MAX_FILES_PER_UPLOAD = 8;

export function isPendingPicture(value: unknown): value is PendingPicture {
  return typeof value === 'object' && value !== null && 'rawFile' in value && value.rawFile instanceof File;
}

/** Why the server would refuse this file, in the server's words, or undefined when it looks acceptable. */
export function pictureProblem(file: File): string | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name}: The file is not a JPEG, PNG, WebP, GIF or AVIF image.`;
  }
  if (file.size > MAX_PICTURE_BYTES) return `${file.name}: The image is larger than 5 MB.`;
  return undefined;
}

export function toPendingPicture(file: File): PendingPicture {
  return { rawFile: file, src: URL.createObjectURL(file), title: file.name };
}

/** The 320 px version of a stored picture (the server keeps 320, 640 and 1280 px WebP files side by side). */
export function thumbnailOf(url: string): string {
  return url.replace(/-(640|1280)\.webp$/, '-320.webp');
}

/** The preview address of a picture, stored (its small version) or pending. */
export function pictureSrc(picture: Picture): string {
  return typeof picture === 'string' ? thumbnailOf(picture) : picture.src;
}

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** `list` with the item at `index` replaced by `item` (unchanged when `index` is outside the list). */
export function replaceItem<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, position) => (position === index ? item : current));
}

/**
 * The pictures as URLs, in the same order: the pending ones are uploaded (in batches the server accepts)
 * and replaced by the URLs the server answers. `upload` answers one URL per file, in order.
 */
export async function uploadPendingPictures(
  pictures: readonly Picture[],
  upload: (files: File[]) => Promise<string[]>,
): Promise<string[]> {
  const pending = pictures.filter(isPendingPicture);
  const urls: string[] = [];
  for (let start = 0; start < pending.length; start += MAX_FILES_PER_UPLOAD) {
    const files = pending.slice(start, start + MAX_FILES_PER_UPLOAD).map((picture) => picture.rawFile);
    const stored = await upload(files);
    if (stored.length !== files.length) {
      throw new Error(`The server stored ${stored.length} of ${files.length} pictures; please try again.`);
    }
    urls.push(...stored);
  }
  let next = 0;
  return pictures.map((picture) => (isPendingPicture(picture) ? urls[next++] : picture));
}
