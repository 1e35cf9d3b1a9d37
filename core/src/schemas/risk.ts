import { z } from 'zod';

// In a module of its own: the token list, the live feed and the scan report name a risk level, and importing it
// from the scanner's schemas made every page that shows a token build all of them at start-up.

/** Risk level of a scan (spec §3 recent scan item). */
export const RiskLevelSchema = z.enum(['low', 'medium', 'high']);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;
