// The watchlist feature as other features see it: they import from here, never from its files.

export { WatchlistCard } from './WatchlistCard';
export { WatchStar } from './WatchStar';
