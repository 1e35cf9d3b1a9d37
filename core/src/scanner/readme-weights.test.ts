import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCANNER_RISK_ICON_THRESHOLDS } from '../constants';
import { LEVEL_CAPS, SCORE_CAP_NOT_LOW, WEIGHT_TABLE } from './weights';

// The README's "How the score works" is written by hand; this test keeps it equal to the table the scanner
// scores with (and the scanner page renders), so neither can change alone.
const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README has no "## ${title}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

const text = section('How the score works');

describe('README "How the score works"', () => {
  it('lists every row of WEIGHT_TABLE, in order, with its group, key, weight and condition', () => {
    const rows = text
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Group |'))
      .map((l) => {
        const cells = l.slice(2, -2).split(' | ');
        return {
          group: cells[0],
          key: cells[1]?.replace(/`/g, ''),
          weight: Number(cells[2]?.replace('−', '-')),
          when: cells.slice(3).join(' | '),
        };
      });
    expect(rows).toEqual(WEIGHT_TABLE.map(({ group, key, weight, when }) => ({ group, key, weight, when })));
  });

  it('names every level cap and the thresholds of the levels', () => {
    for (const [code, reason] of Object.entries(LEVEL_CAPS))
      expect(text).toContain(`- \`${code}\`: ${reason}`);
    const caps = text.split('\n').filter((l) => /^- `[A-Z_]+`:/.test(l));
    expect(caps).toHaveLength(Object.keys(LEVEL_CAPS).length);
    expect(text).toContain(
      `a score above ${SCANNER_RISK_ICON_THRESHOLDS.good} is **low** risk, above ${SCANNER_RISK_ICON_THRESHOLDS.warning} **medium**`,
    );
    expect(text).toContain(`is held at ${SCORE_CAP_NOT_LOW} (the top of medium)`);
  });
});
