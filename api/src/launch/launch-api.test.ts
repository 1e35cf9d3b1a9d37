// The launch side of the API: image uploads, request validation, the token list and metadata JSON.
import { generateKeyPairSigner } from '@solana/kit';
import { ApiErrorSchema, TokenListResponseSchema } from '@solpad/core/schemas';
import { describe, expect, it } from 'vitest';
import { venueClient } from '../../test/trade-harness';
import { useVenueTestApp } from '../../test/venue-test-file';

const t = useVenueTestApp();
const c = venueClient(t);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function upload(body: Buffer | FormData, headers: Record<string, string> = {}) {
  const res = await t.app.request('/api/uploads/image', { method: 'POST', body, headers });
  return {
    status: res.status,
    body: (await res.json()) as { id?: string; contentType?: string; error?: { code: string } },
  };
}

describe('image uploads', () => {
  it('stores a PNG sent as the raw body under its hash and serves it immutable', async () => {
    const up = await upload(PNG);
    expect(up.status).toBe(201);
    expect(up.body.contentType).toBe('image/png');
    expect(up.body.id).toMatch(/^[0-9a-f]{64}$/);
    const res = await t.app.request(`/api/uploads/${up.body.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await upload(PNG)).body.id).toBe(up.body.id);
  });

  it('accepts multipart and detects the type by content, not by name or declared type', async () => {
    const form = new FormData();
    form.set('image', new File([GIF], 'picture.png', { type: 'image/png' }));
    const up = await upload(form);
    expect(up.status).toBe(201);
    expect(up.body.contentType).toBe('image/gif');
    const fake = new FormData();
    fake.set(
      'image',
      new File([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], 'x.png', { type: 'image/png' }),
    );
    const refused = await upload(fake);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('IMAGE__UNSUPPORTED_TYPE');
  });

  it('refuses an image over 4 MB and an empty body', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    expect((await upload(big)).status).toBe(413);
    expect((await upload(Buffer.alloc(0))).body.error?.code).toBe('IMAGE__EMPTY');
    expect((await t.app.request(`/api/uploads/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await t.app.request('/api/uploads/not-a-hash')).status).toBe(400);
  });
});

describe('validation', () => {
  const base = async () => ({
    name: 'Valid',
    symbol: 'VAL',
    platform: 'PumpFun',
    creator: (await generateKeyPairSigner()).address,
    mint: (await generateKeyPairSigner()).address,
  });
  const cases: [string, (b: Record<string, unknown>) => Record<string, unknown>, string][] = [
    ['a 33-character name', (b) => ({ ...b, name: 'x'.repeat(33) }), 'name'],
    ['an 11-character symbol', (b) => ({ ...b, symbol: 'ABCDEFGHIJK' }), 'symbol'],
    ['an unknown platform', (b) => ({ ...b, platform: 'Orca' }), 'platform'],
    ['an X link that is not X', (b) => ({ ...b, links: { x: 'https://evil.example/x' } }), 'links.x'],
    [
      'a website that is not a URL',
      (b) => ({ ...b, links: { website: 'javascript:alert(1)' } }),
      'links.website',
    ],
    [
      'an initial buy that is not an integer',
      (b) => ({ ...b, initialBuyLamports: '1.5' }),
      'initialBuyLamports',
    ],
    ['an image id that is not one', (b) => ({ ...b, image: '../etc/passwd' }), 'image'],
    ['a bad creator', (b) => ({ ...b, creator: 'nope' }), 'creator'],
  ];
  for (const [what, change, field] of cases) {
    it(`launch/prepare refuses ${what} with 400 naming ${field}`, async () => {
      const reply = await c.post('/api/launch/prepare', change(await base()));
      expect(reply.status).toBe(400);
      const { error } = ApiErrorSchema.parse(reply.body);
      expect(error.code).toBe('INVALID_REQUEST');
      expect(error.message.startsWith(`${field}:`)).toBe(true);
    });
  }

  const quote = async () => ({
    mint: (await generateKeyPairSigner()).address,
    side: 'buy',
    amount: '1000',
    amountIs: 'sol',
    slippageBps: 100,
    wallet: (await generateKeyPairSigner()).address,
  });
  const quoteCases: [string, (b: Record<string, unknown>) => Record<string, unknown>, string][] = [
    ['a side that is neither buy nor sell', (b) => ({ ...b, side: 'hold' }), 'side'],
    ['a zero amount', (b) => ({ ...b, amount: '0' }), 'amount'],
    ['a fractional amount', (b) => ({ ...b, amount: '1.5' }), 'amount'],
    ['a number amount', (b) => ({ ...b, amount: 1000 }), 'amount'],
    ['slippage above 50 %', (b) => ({ ...b, slippageBps: 5001 }), 'slippageBps'],
    ['a missing amountIs', ({ amountIs: _, ...b }) => b, 'amountIs'],
    ['a bad wallet', (b) => ({ ...b, wallet: 'x' }), 'wallet'],
  ];
  for (const [what, change, field] of quoteCases) {
    it(`trade/quote refuses ${what} with 400 naming ${field}`, async () => {
      const reply = await c.post('/api/trade/quote', change(await quote()));
      expect(reply.status).toBe(400);
      expect(ApiErrorSchema.parse(reply.body).error.message.startsWith(`${field}:`)).toBe(true);
    });
  }

  it('answers 404 for a quote on a mint the platform does not know', async () => {
    const reply = await c.post('/api/trade/quote', await quote());
    expect(reply.status).toBe(404);
    expect(reply.body.error?.code).toBe('TOKEN__NOT_FOUND');
  });

  it('refuses a settle or confirm without a signature, and a quote the wallet cannot pay', async () => {
    expect((await c.post('/api/trade/settle', { signature: 'abc' })).status).toBe(400);
    expect((await c.post('/api/launch/confirm', {})).status).toBe(400);
    const creator = await c.wallet(2);
    const { mint } = await c.launch(creator);
    const poor = await c.wallet(0.01);
    const reply = await c.post('/api/trade/quote', {
      mint,
      side: 'buy',
      amount: '1000000000',
      amountIs: 'sol',
      slippageBps: 100,
      wallet: poor.address,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({ code: 'TX__INSUFFICIENT_SOL', message: 'Insufficient SOL balance' });
    const seller = await c.post('/api/trade/quote', {
      mint,
      side: 'sell',
      amount: '1000000000',
      amountIs: 'token',
      slippageBps: 100,
      wallet: poor.address,
    });
    expect(seller.body.error?.code).toBe('TRADE__INSUFFICIENT_TOKENS');
  });

  it('refuses a launch whose creator cannot pay the platform fee', async () => {
    const poor = await c.wallet(0.1);
    const reply = await c.post('/api/launch/prepare', {
      ...(await base()),
      creator: poor.address,
      platform: 'Meteora',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.code).toBe('TX__INSUFFICIENT_SOL');
  });

  it('refuses a program as the creator with 400, not a 500 (found by the fuzz run)', async () => {
    // The System program holds lamports, so it passes the balance check; the transaction cannot name it as payer.
    const reply = await c.post('/api/launch/prepare', {
      ...(await base()),
      creator: '11111111111111111111111111111111',
      platform: 'Meteora',
      initialBuyLamports: '7',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringContaining('11111111111111111111111111111111 is a program, not a wallet'),
    });
  });
});

describe('token list and metadata', () => {
  it('lists launched tokens with their image, filters by search and venue, and serves the metadata JSON', async () => {
    const up = await upload(PNG);
    const creator = await c.wallet(5);
    const { mint } = await c.launch(creator, {
      name: 'Searchable Dog',
      symbol: 'SDOG',
      description: 'Much search',
      image: up.body.id,
      links: { telegram: 'https://t.me/sdog' },
      initialBuyLamports: '500000000',
    });
    // A smaller first buy: second by market cap, ahead of the tokens other tests launched without one.
    const other = await c.launch(await c.wallet(2), {
      name: 'Another',
      symbol: 'ANO',
      initialBuyLamports: '100000000',
    });
    const found = TokenListResponseSchema.parse(await c.get('/api/tokens?search=sdog'));
    expect(found.tokens.map((x) => x.address)).toEqual([mint]);
    expect(found.tokens[0]?.image).toBe(`http://localhost/api/uploads/${up.body.id}`);
    expect(found.tokens[0]?.links).toEqual({ telegram: 'https://t.me/sdog' });
    expect(found.tokens[0]?.volume24hLamports).toBe('500000000');
    const curve = TokenListResponseSchema.parse(
      await c.get('/api/tokens?venue=curve&sort=marketCap&limit=1'),
    );
    // The initial buy raised the price: the token with it has the larger market cap.
    expect(curve.tokens.map((x) => x.address)).toEqual([mint]);
    expect(curve.nextCursor).toBe(1);
    const next = TokenListResponseSchema.parse(
      await c.get('/api/tokens?venue=curve&sort=marketCap&limit=1&cursor=1'),
    );
    expect(next.tokens.map((x) => x.address)).toEqual([other.mint]);
    expect(TokenListResponseSchema.parse(await c.get('/api/tokens?venue=pool')).tokens).toEqual([]);
    const json = await c.get<Record<string, unknown>>(`/api/tokens/${mint}/metadata.json`);
    expect(json).toEqual({
      name: 'Searchable Dog',
      symbol: 'SDOG',
      description: 'Much search',
      image: `http://localhost/api/uploads/${up.body.id}`,
      extensions: { telegram: 'https://t.me/sdog' },
      properties: {
        files: [{ uri: `http://localhost/api/uploads/${up.body.id}`, type: 'image/png' }],
        category: 'image',
      },
    });
    const detail = await c.get<{ holders: number | null }>(`/api/tokens/${mint}`);
    expect(detail.holders).toBe(2); // the vault and the creator
    const bad = await t.app.request('/api/tokens?sort=nonsense');
    expect(bad.status).toBe(400);
  });
});
