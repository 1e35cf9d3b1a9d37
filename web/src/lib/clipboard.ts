import { ERROR_MESSAGES, TOASTS } from '@solpad/core';
import { toast } from './toast';

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

/**
 * Copies `text` and says how it went: the spec's "Copied!" toast, or — when the browser refuses both ways —
 * core's CLIPBOARD__COPY_FAILED text, so a failed copy never reads as done. Every copy button goes through this.
 */
export async function copyWithToast(text: string): Promise<void> {
  try {
    await copyText(text);
    toast(TOASTS.copied);
  } catch {
    toast({ title: ERROR_MESSAGES.CLIPBOARD__COPY_FAILED, variant: 'destructive' });
  }
}
