import { describe, expect, it } from 'vitest';
import type { RegionConnection } from '#core/api/amazon';
import { regionSync, type SyncJob } from './api.ts';
import { importState, importStateText } from './import-state.ts';

describe('importStateText', () => {
  const running = (done: number, total: number) => ({ status: 'running' as const, done, total });

  it('calls a run before any sync ended the first import, and counts listings in against the total so far', () => {
    expect(importStateText(running(120, 10_000), null)).toBe('First import under way · 120 of 10,000');
    expect(importStateText(running(60, 60), null)).toBe('First import under way · 60 in');
    expect(importStateText(running(0, 0), null)).toBe('First import under way');
  });

  it('calls a later run a sync, and says nothing when idle, where each place keeps its resting text', () => {
    const synced = '2026-12-01T10:00:00Z';
    expect(importStateText(running(20, 0), synced)).toBe('Syncing · 20 in');
    expect(importStateText({ status: 'queued', done: 0, total: 0 }, synced)).toBe('Syncing...');
    expect(importStateText({ status: 'done', done: 20, total: 20 }, synced)).toBeNull();
    expect(importStateText(null, null)).toBeNull();
    expect(importState({ status: 'done', done: 20, total: 20 }, null)).toBe('idle');
  });

  it('gives the state alone without progress, for a badge', () => {
    expect(importStateText(running(5, 40), null, { progress: false })).toBe('First import under way');
    expect(importStateText(running(5, 40), '2026-12-01T10:00:00Z', { progress: false })).toBe('Syncing...');
    expect(importStateText({ status: 'failed', done: 1, total: 5 }, null, { progress: false })).toBe('Sync failed');
  });
});

describe('regionSync', () => {
  const connection: RegionConnection = {
    region: 'EU',
    sellingPartnerId: 'A1EU',
    marketplace: 'A1PM5OUNW4MW7T',
    marketplaces: ['A1PM5OUNW4MW7T'],
    lastSynced: null,
    sync: { id: 7, status: 'done', total: 20, done: 20, error: null },
  };

  it("takes the polled job's figures for a region the job covers, not the connection's older ones", () => {
    const job: SyncJob = {
      id: 9,
      status: 'running',
      total: 80,
      done: 30,
      error: null,
      regions: [
        { region: 'NA', id: 9, status: 'done', total: 40, done: 40, error: null },
        { region: 'EU', id: 10, status: 'running', total: 40, done: 10, error: null },
      ],
    };
    expect(regionSync(connection, job)).toMatchObject({ id: 10, status: 'running', done: 10 });
    // The region's own figures, in the same words as the top bar's.
    expect(importStateText(regionSync(connection, job), connection.lastSynced)).toBe('First import under way · 10 of 40');
  });

  it("keeps the connection's run when the job does not cover the region, or there is no job", () => {
    const job: SyncJob = { id: 9, status: 'running', total: 0, done: 0, error: null, regions: [] };
    expect(regionSync(connection, job)).toBe(connection.sync);
    expect(regionSync(connection, null)).toBe(connection.sync);
    expect(importStateText(connection.sync, connection.lastSynced)).toBeNull();
  });
});
