/** A tiny element factory, so the popup and the options page need no UI framework. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value !== undefined) node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

/** A row of a `dl.rows`: the label's dt, then its value's dd, which carries the label as `data-field`. */
export function fieldRow(
  label: string,
  value: Node | string,
  props: Partial<Record<string, string>> = {},
): [HTMLElement, HTMLElement] {
  return [h('dt', {}, label), h('dd', { 'data-field': label, ...props }, value)];
}

/** A section named by its h2 (`id` is the heading's, which labels the section), then its `children`. */
export function titledSection(id: string, title: string, ...children: (Node | string)[]): HTMLElement {
  return h('section', { 'aria-labelledby': id }, h('h2', { id }, title), ...children);
}

/** The brand row of a header (the popup's, the options page's): the mark, the page's h1 `title`, then `extra`. */
export function brandRow(title: string, ...extra: Node[]): HTMLElement {
  return h(
    'div',
    { class: 'brand' },
    h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, 'S'),
    h('h1', {}, title),
    ...extra,
  );
}
