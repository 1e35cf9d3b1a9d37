// The system feature as other features see it: they import from here, never from its files.
export { healthQueryOptions, statsQueryOptions } from './queries';
