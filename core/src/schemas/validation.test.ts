import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './index';
import {
  CampaignCreateRequestSchema,
  ClientErrorReportSchema,
  isStorableText,
  KolProfileRequestSchema,
  LaunchFormSchema,
  PositiveAmountSchema,
  PresaleCreateRequestSchema,
  TextSchema,
  TreasuryWithdrawRequestSchema,
  U64StringSchema,
  UNSTORABLE_TEXT_MESSAGE,
} from './index';

const MINT = 'So11111111111111111111111111111111111111112';
const DEST = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const soon = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** Text a client might send where an amount belongs: each one failed a BigInt() that ran after the format check. */
const NOT_AMOUNTS = ['abc', '1.5', '-1', ' 1', '1e9', '0x10', '', '１２'];

const presale = {
  mint: MINT,
  name: 'Moon presale',
  softCapLamports: '1000000000',
  hardCapLamports: '5000000000',
  tokensPerSol: '1000000',
  minContributionLamports: '100000000',
  maxContributionLamports: '1000000000',
  startsAt: soon(1),
  endsAt: soon(48),
};
const campaign = {
  name: 'Launch week',
  type: 'raid',
  mint: MINT,
  budgetLamports: '2000000000',
  startsAt: soon(1),
  endsAt: soon(48),
};
const kol = {
  name: 'Alpha caller',
  handles: { x: '@alpha' },
  audience: { followers: 1000 },
  priceList: [{ service: 'Tweet', priceLamports: '500000000' }],
};

function issuesAt(result: z.ZodSafeParseResult<unknown>, field: string): string[] {
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

describe('amount schemas', () => {
  it('refuse text that is not digits with an issue instead of throwing', () => {
    for (const v of NOT_AMOUNTS) {
      expect(() => PositiveAmountSchema.safeParse(v), v).not.toThrow();
      expect(PositiveAmountSchema.safeParse(v).success, v).toBe(false);
      expect(U64StringSchema.safeParse(v).success, v).toBe(false);
    }
    expect(PositiveAmountSchema.safeParse('0').success).toBe(false);
    expect(PositiveAmountSchema.safeParse('18446744073709551616').success).toBe(false);
    expect(PositiveAmountSchema.parse('18446744073709551615')).toBe('18446744073709551615');
  });

  it('the fixtures are valid bodies', () => {
    expect(PresaleCreateRequestSchema.safeParse(presale).success).toBe(true);
    expect(CampaignCreateRequestSchema.safeParse(campaign).success).toBe(true);
    expect(KolProfileRequestSchema.safeParse(kol).success).toBe(true);
  });

  const cases: [string, z.ZodType, Record<string, unknown>, string[]][] = [
    [
      'presale',
      PresaleCreateRequestSchema,
      presale,
      [
        'softCapLamports',
        'hardCapLamports',
        'tokensPerSol',
        'minContributionLamports',
        'maxContributionLamports',
      ],
    ],
    ['campaign', CampaignCreateRequestSchema, campaign, ['budgetLamports']],
    [
      'treasury withdrawal',
      TreasuryWithdrawRequestSchema,
      { lamports: '1', destination: DEST },
      ['lamports'],
    ],
  ];
  for (const [name, schema, body, fields] of cases) {
    it(`a ${name} body with a malformed amount is refused on that field (the cross-field checks do not run)`, () => {
      for (const field of fields) {
        for (const v of NOT_AMOUNTS) {
          const result = schema.safeParse({ ...body, [field]: v });
          expect(result.success, `${field}=${v}`).toBe(false);
          expect(issuesAt(result, field), `${field}=${v}`).toContain('must be a non-negative integer string');
        }
      }
    });
  }

  it("a KOL's price list with a malformed price is refused", () => {
    for (const v of NOT_AMOUNTS) {
      const result = KolProfileRequestSchema.safeParse({
        ...kol,
        priceList: [{ service: 'Tweet', priceLamports: v }],
      });
      expect(issuesAt(result, 'priceList.0.priceLamports'), v).toContain(
        'must be a non-negative integer string',
      );
    }
  });
});

describe('every exported schema', () => {
  const JUNK: unknown[] = [
    ...NOT_AMOUNTS,
    '\u0000',
    '\ud800',
    null,
    0,
    -1,
    Number.POSITIVE_INFINITY,
    Number.NaN,
    true,
    [],
    {},
    ['abc'],
    { a: 'abc' },
  ];
  const FIELD_JUNK: unknown[] = [...NOT_AMOUNTS, '\u0000', null, -1, {}, ['abc']];
  const all = Object.entries(schemas as Record<string, unknown>).filter(
    (e): e is [string, z.ZodType] => e[1] instanceof z.ZodType,
  );

  it('is found', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('never throws on junk, whole or in any one field', () => {
    for (const [name, schema] of all) {
      for (const v of JUNK) expect(() => schema.safeParse(v), `${name} ← ${String(v)}`).not.toThrow();
      if (!(schema instanceof z.ZodObject)) continue;
      for (const key of Object.keys(schema.shape)) {
        for (const v of FIELD_JUNK) {
          expect(() => schema.safeParse({ [key]: v }), `${name}.${key} ← ${String(v)}`).not.toThrow();
        }
      }
    }
  }, 30_000);
});

describe('free text (TextSchema)', () => {
  it('refuses NUL and unpaired surrogates, keeps every other character', () => {
    expect(isStorableText('plain text, émoji 🤖, tab\t, newline\n')).toBe(true);
    for (const bad of ['a\u0000b', '\u0000', 'x\ud800', '\udc00y', 'a\ud83e']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
      expect(TextSchema.safeParse(bad).error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
  });

  it('is what stored fields use: a client error report and a campaign name with NUL are refused', () => {
    const report = ClientErrorReportSchema.safeParse({ kind: 'error', message: 'boom\u0000', url: '/' });
    expect(issuesAt(report, 'message')).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    const stack = ClientErrorReportSchema.safeParse({
      kind: 'error',
      message: 'x',
      stack: '\ud800',
      url: '/',
    });
    expect(issuesAt(stack, 'stack')).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    const named = CampaignCreateRequestSchema.safeParse({ ...campaign, name: 'Launch\u0000week' });
    expect(issuesAt(named, 'name')).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    const form = LaunchFormSchema.safeParse({ name: 'Moon', symbol: 'M\u0000', platform: 'PumpFun' });
    expect(issuesAt(form, 'symbol')).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    const link = PresaleCreateRequestSchema.safeParse({ ...presale, website: 'https://moon.example/\u0000' });
    expect(issuesAt(link, 'website')).toEqual([UNSTORABLE_TEXT_MESSAGE]);
  });
});

describe('trade submission (TradeSubmitRequestSchema)', () => {
  const quoteId = '0b6f4f0e-7d9a-4a53-9a53-1f0c2b7e3a11';
  const tx = 'AQID';
  const parse = (body: unknown) => schemas.TradeSubmitRequestSchema.safeParse(body).success;

  it('takes a quote’s signed versions (1 to MAX_QUOTE_VERSIONS), or one version alone', () => {
    expect(parse({ quoteId, transactions: [tx] })).toBe(true);
    expect(parse({ quoteId, transactions: Array(schemas.MAX_QUOTE_VERSIONS).fill(tx) })).toBe(true);
    expect(parse({ quoteId, transaction: tx })).toBe(true);
  });

  it('refuses more versions than a quote has, none, both forms at once, and text that is not base64', () => {
    expect(parse({ quoteId, transactions: Array(schemas.MAX_QUOTE_VERSIONS + 1).fill(tx) })).toBe(false);
    expect(parse({ quoteId, transactions: [] })).toBe(false);
    expect(parse({ quoteId })).toBe(false);
    expect(parse({ quoteId, transaction: tx, transactions: [tx] })).toBe(false);
    expect(parse({ quoteId, transactions: ['not base64!'] })).toBe(false);
    expect(parse({ quoteId: 'q1', transactions: [tx] })).toBe(false);
  });
});
