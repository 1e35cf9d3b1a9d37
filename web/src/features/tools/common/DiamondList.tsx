/** Short lines (tips, planned features), each after an accent ◆; `className` lays the list out. */
export function DiamondList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-accent">
            ◆
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
