import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiErrorSchema } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBeside } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';
import { registerHousekeepingJobs } from '../admin/jobs';
import type { App } from '../app';
import { loadConfig } from '../config';
import { schema } from '../db';
import { createJobRegistry } from '../lib/job-registry';
import { createLogger } from '../lib/logger';
import {
  pruneUnusedUploads,
  storeImage,
  UNUSED_UPLOAD_TTL_MS,
  UPLOAD_BYTES_PER_HOUR,
  uploadsDir,
} from './uploads';

const t = useTestApp();
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-uploads-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A fresh app (fresh budgets) storing uploads under `dir`. */
function appIn(dir: string): App {
  return appBeside(t, { DATA_DIR: dir });
}

/** A "PNG" of `bytes` bytes: the signature the type check reads, then noise (each one unique). */
function png(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  out.set(randomBytes(bytes - 8), 8);
  return out;
}

const upload = (app: App, body: Uint8Array, declare = false) =>
  app.request('/api/uploads/image', {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...(declare ? { 'content-length': String(body.length) } : {}),
    },
    body,
  });

describe('anonymous uploads', () => {
  it('are accepted within a byte budget per client, then refused with 429 and Retry-After', async () => {
    const app = appIn(path.join(dataDir, 'budget'));
    const size = 3 * 1024 * 1024;
    const fits = Math.floor(UPLOAD_BYTES_PER_HOUR / size);
    for (let i = 0; i < fits; i++) expect((await upload(app, png(size))).status).toBe(201);
    const refused = await upload(app, png(size));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(ApiErrorSchema.parse(await refused.json()).error.code).toBe('RATE_LIMITED');
    // Nothing more was stored.
    expect(readdirSync(uploadsDir(path.join(dataDir, 'budget')))).toHaveLength(fits);
  });

  it('charge a declared length before reading the body', async () => {
    const app = appIn(path.join(dataDir, 'declared'));
    // Declared bigger than the whole budget: refused at once (the body is never stored).
    const body = png(1024);
    const res = await app.request('/api/uploads/image', {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(UPLOAD_BYTES_PER_HOUR + 1),
      },
      body,
    });
    expect(res.status).toBe(429);
    expect(existsSync(uploadsDir(path.join(dataDir, 'declared')))).toBe(false);
    expect((await upload(appIn(path.join(dataDir, 'declared2')), png(1024), true)).status).toBe(201);
  });
});

describe('the prune-unused-uploads job', () => {
  it('removes uploads nothing uses a day after their last upload, and keeps used and recent ones', async () => {
    const dir = path.join(dataDir, 'prune');
    const used = storeImage(dir, png(2048)).id;
    const unused = storeImage(dir, png(2048)).id;
    const recent = storeImage(dir, png(2048)).id;
    const reuploaded = png(2048);
    const again = storeImage(dir, reuploaded).id;
    const dayAgo = (Date.now() - UNUSED_UPLOAD_TTL_MS - 60_000) / 1000;
    for (const id of [used, unused, again]) utimesSync(path.join(uploadsDir(dir), id), dayAgo, dayAgo);
    // Uploaded again now: its clock starts over.
    storeImage(dir, reuploaded);
    await t.database.db.insert(schema.tokens).values({
      address: `Upl${Date.now()}`,
      name: 'Used',
      symbol: 'USE',
      creator: 'creator',
      imageId: used,
    });

    const result = await pruneUnusedUploads(t.database.db, dir);
    expect(result).toMatch(/^removed 1 unused uploads/);
    expect(readdirSync(uploadsDir(dir)).sort()).toEqual([used, recent, again].sort());
    expect(readdirSync(uploadsDir(dir))).not.toContain(unused);
  });

  it('is one of the scheduled jobs', () => {
    const jobs = createJobRegistry({ logger: createLogger('silent') });
    registerHousekeepingJobs(jobs, {
      config: loadConfig({ DATA_DIR: dataDir }),
      database: t.database,
      chain: t.chain,
      logger: createLogger('silent'),
      events: t.events,
      version: 'test',
    } as never);
    expect(jobs.list().map((j) => j.name)).toContain('prune-unused-uploads');
  });
});
