/**
 * Copies `text` to the clipboard: the async Clipboard API, else the older selection + `execCommand('copy')`
 * (browsers without the API, or pages that are not a secure context). Rejects when both are refused.
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no Clipboard API');
    await navigator.clipboard.writeText(text);
    return;
  } catch (apiError) {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) throw apiError;
  }
}
