// The scan engine (core's scanner with kit and the token program codecs, ~60 KB gzip), loaded by useScan when
// the first scan starts instead of with the scanner page: the page renders and answers input without it.
export { createApiMarketSource, createScannerRpc, scan } from '@solpad/core/scanner';
