import { useRef } from 'react';

/**
 * Radix Dialog gives focus back to its Trigger on close; these dialogs are opened from several places
 * (header, sidebar, pages, the welcome dialog) without a Trigger, so focus goes back to whatever had it
 * when the dialog opened — when that element is still on the page.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Called before Radix moves focus into the dialog: activeElement is still the opener.
      const active = document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = previous.current;
      previous.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
