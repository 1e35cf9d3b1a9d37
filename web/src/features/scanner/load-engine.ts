/**
 * The scan engine's chunk (./engine.ts), loaded with the first scan and cached from then on: the scanner page's
 * scans and the token page's security card use it, and neither page needs it to render.
 */
export const loadScanEngine = () => import('./engine');
