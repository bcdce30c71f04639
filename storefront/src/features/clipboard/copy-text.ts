/**
 * Puts `text` on the clipboard; false when the browser refused. The Clipboard API needs a secure page,
 * so elsewhere a hidden text box and the older copy command are tried.
 */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }
  const focused = document.activeElement;
  const box = document.createElement('textarea');
  box.value = text;
  box.setAttribute('readonly', '');
  box.style.position = 'fixed';
  box.style.opacity = '0';
  document.body.append(box);
  box.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    box.remove();
    // selecting the hidden box took the focus away from the button that asked
    if (focused instanceof HTMLElement) focused.focus();
  }
}
