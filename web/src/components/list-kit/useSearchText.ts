import { useDeferredValue, useState } from 'react';

/**
 * A paged list's search box: `box`, the text as typed (the box's value and edit), and `q`, the trimmed text the
 * list is read with, deferred so that typing stays quick while the list reads again.
 */
export function useSearchText() {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  return { q, box: { value: text, onChange: setText } };
}
