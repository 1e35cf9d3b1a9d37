// The portfolio feature as other features see it: they import from here, never from its files.
export { fetchForeignMetadata, fetchPortfolio, portfolioKey } from './queries';
