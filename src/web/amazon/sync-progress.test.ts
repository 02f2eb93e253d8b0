import { describe, expect, it } from 'vitest';
import type { RegionConnection } from '#core/api/amazon';
import { importProgressText, regionSync, regionSyncLabel, type SyncJob } from './api.ts';

describe('importProgressText', () => {
  it('counts listings in against the total Amazon has reported so far', () => {
    expect(importProgressText({ done: 120, total: 10_000 })).toBe('Importing 120 of 10,000');
  });

  it('shows the count alone while no larger total is known', () => {
    expect(importProgressText({ done: 60, total: 60 })).toBe('Importing 60');
    expect(importProgressText({ done: 20, total: 0 })).toBe('Importing 20');
  });

  it('has nothing to say before the first listing or size is known', () => {
    expect(importProgressText({ done: 0, total: 0 })).toBeNull();
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
    expect(regionSyncLabel(regionSync(connection, job))).toBe('Syncing 25%');
  });

  it("keeps the connection's run when the job does not cover the region, or there is no job", () => {
    const job: SyncJob = { id: 9, status: 'running', total: 0, done: 0, error: null, regions: [] };
    expect(regionSync(connection, job)).toBe(connection.sync);
    expect(regionSync(connection, null)).toBe(connection.sync);
    expect(regionSyncLabel(connection.sync)).toBe('Connected');
  });

  it('says a run failed, and shows no percentage before the size is known', () => {
    expect(regionSyncLabel({ id: 1, status: 'failed', total: 5, done: 1, error: 'x' })).toBe('Sync failed');
    expect(regionSyncLabel({ id: 1, status: 'queued', total: 0, done: 0, error: null })).toBe('Syncing...');
  });
});
