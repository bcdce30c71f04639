/**
 * Hands a file to the browser's downloads through a temporary link: the storefront's invoices and credit notes, the
 * console's exports. Both apps fetch the file with their token through the typed client, then save it here.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is no longer needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
