import type { RiskLevel } from '../schemas/risk';

/** The words of each risk level, on every surface that names one (the scan report, a token's page, the extension). */
export const RISK_LEVEL_TEXT: Record<RiskLevel, string> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
};
