/** The file name the server suggests (Content-Disposition), or `fallback`. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  return contentDisposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}
