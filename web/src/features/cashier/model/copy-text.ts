/**
 * Puts text on the clipboard. The Clipboard API needs a secure context; a page served over plain
 * http on a LAN address falls back to a selected, off-screen textarea. Resolves false when neither
 * worked, so the caller can say so instead of claiming success.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    // Typed as always there, but absent outside a secure context.
    if ('clipboard' in navigator && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission refused or not focused: try the fallback
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.left = '-9999px';
  document.body.append(area);
  area.select();
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only way without the Clipboard API
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
