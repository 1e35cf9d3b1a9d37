import { useState } from 'react';

/** A token's picture, or its first letter when it has none. */
export function TokenAvatar({
  image,
  symbol,
  size = 32,
}: {
  image: string | null;
  symbol: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  if (image && !failed)
    return (
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="shrink-0 rounded-full border border-line bg-surface-2 object-cover"
        style={{ width: size, height: size }}
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-accent/15 font-bold text-accent"
      style={{ width: size, height: size, fontSize: size / 2.4 }}
    >
      {symbol.slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}
