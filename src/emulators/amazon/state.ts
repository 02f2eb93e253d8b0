/**
 * All in-memory state of one emulator instance. Created by the plugin, so two mounted emulators (or two
 * tests) never share listings, tokens or buckets. `reset` restores the seeded sample in place.
 */
import { randomBytes } from 'node:crypto';
import type { AmazonEmulatorOptions } from './options.ts';
import { createAplusState, resetAplusState, type AplusState } from './aplus-state.ts';
import { buildSampleListings } from './sample/sample-listings.ts';
import { DEMO_SELLERS, type DemoSeller } from './sample/sellers.ts';
import type { FaultKind } from './faults.ts';
import type { Region } from './regions.ts';
import { ListingStore } from './listing-store.ts';
import type { Attributes } from './listing-types.ts';
import { createNotificationsState, resetNotificationsState, type NotificationsState } from './notification-state.ts';

export type { Attributes, AttributeValue, ListingImage, StoredIssue, StoredListing } from './listing-types.ts';

export type Report = {
  reportId: string;
  reportType: string;
  sellerId: string;
  marketplaceIds: string[];
  createdAt: number;
  polls: number;
  processingStartTime?: number;
  processingEndTime?: number;
  /** Forced final status (control API) or CANCELLED when there was no data. */
  outcome: 'DONE' | 'CANCELLED' | 'FATAL';
  /** Forced by the MALFORMED knob: DONE, with a document that does not match Amazon's schema. */
  malformed?: boolean;
  status: 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';
  reportDocumentId?: string;
  reportOptions?: Record<string, string>;
  /** Analytics reports: the days covered (YYYY-MM-DD), as the report specification states them. */
  dataStartTime?: string;
  dataEndTime?: string;
};

export type ReportDocument = { id: string; sellerId: string; content: Buffer; contentType: string };
export type DocumentUrl = { documentId: string; expiresAt: number };

export type Fault = { kind: FaultKind; count: number; timeoutMs: number };

export type CallLogEntry = {
  method: string;
  path: string;
  url: string;
  status: number;
  operation?: string;
  /** The region whose host was called, and that host (regions.ts); null and 'emulator' on the unprefixed host. */
  region: Region | null;
  host: string;
  at: string;
  /** createReport's report type: report jobs of several features share the one rate. */
  reportType?: string;
};

/**
 * One user's copy of a demo seller (accounts.ts): copied once it is first used. `publicId` is the
 * selling partner id the copy answers to (its own for a Seller Central user's copy).
 */
export type Account = { sellingPartnerId: string; copied: boolean; publicId: string };

export type PendingPatch = { sellerId: string; sku: string; applyAt: number; apply: () => void };

export type EmulatorState = {
  opts: Required<
    Pick<
      AmazonEmulatorOptions,
      | 'publicUrl'
      | 'clientId'
      | 'clientSecret'
      | 'applicationId'
      | 'redirectUris'
      | 'speedFactor'
      | 'accessTokenTtlSeconds'
      | 'logger'
      | 'isDraftApp'
    >
  > & { now: () => number; sqsEndpoint?: string };
  sellers: DemoSeller[];
  listings: ListingStore;
  /**
   * Grants. `sellerId` is the account key whose catalogue the grant sees (accounts.ts); `region` the
   * region it belongs to (regions.ts), null for the unprefixed host and the demo refresh tokens.
   */
  authCodes: Map<string, { sellerId: string; clientId: string; redirectUri: string; expiresAt: number; region: Region | null }>;
  refreshTokens: Map<string, { sellerId: string; clientId: string; region: Region | null }>;
  /** `grantless`: a client_credentials token of that scope (no seller; sellerId is ''). */
  accessTokens: Map<string, { sellerId: string; expiresAt: number; region: Region | null; grantless?: string }>;
  /** Notifications API: destinations of the app and subscriptions of each account (notifications.ts). */
  notifications: NotificationsState;
  /**
   * What the detail page shows where another contributor changed it (control API), per ASIN, or per
   * account key and ASIN for a change only one demo user sees: `${scope}\u0000${asin}`, scope `*` for all.
   */
  detailPages: Map<string, Attributes>;
  /** Per-user copies of the demo sellers (accounts.ts). */
  accounts: Map<string, Account>;
  accountCounter: number;
  buckets: Map<string, { tokens: number; updatedAt: number }>;
  forcedThrottles: Map<string, number>;
  faults: Map<string, Fault>;
  /** Operations whose calls wait until the control API releases them: a test sees work in flight. */
  holds: Map<string, { released: Promise<void>; release(): void }>;
  reports: Map<string, Report>;
  documents: Map<string, ReportDocument>;
  documentUrls: Map<string, DocumentUrl>;
  pendingPatches: PendingPatch[];
  calls: CallLogEntry[];
  /** Response bodies that failed model validation; a non-empty list is an emulator bug. */
  responseViolations: { operation: string; status: number; errors: string[] }[];
  clockOffsetMs: number;
  settings: {
    reportPollsToDone: number;
    /** Amazon seconds a report takes to prepare (scaled by speedFactor like the rates); 0: only the polls count. */
    reportProcessingSeconds: number;
    /**
     * A forced outcome for the next report created, of `reportType` when set (so a background import
     * cannot take it). MALFORMED ends DONE with a document that breaks Amazon's schema.
     */
    nextReportOutcome?: { outcome: ForcedReportOutcome; reportType?: string };
    patchApplyDelayMs: number;
    seedCounter: number;
  };
  /** A+ documents and image uploads (aplus.ts, uploads.ts). */
  aplus: AplusState;
};

export const FORCED_REPORT_OUTCOMES = ['CANCELLED', 'FATAL', 'MALFORMED'] as const;
export type ForcedReportOutcome = (typeof FORCED_REPORT_OUTCOMES)[number];

export function listingKey(sellerId: string, sku: string): string {
  return `${sellerId}\u0000${sku}`;
}

export function createState(opts: EmulatorState['opts']): EmulatorState {
  const state: EmulatorState = {
    opts,
    sellers: DEMO_SELLERS,
    listings: new ListingStore(),
    authCodes: new Map(),
    refreshTokens: new Map(),
    accessTokens: new Map(),
    accounts: new Map(),
    detailPages: new Map(),
    accountCounter: 0,
    buckets: new Map(),
    forcedThrottles: new Map(),
    faults: new Map(),
    holds: new Map(),
    reports: new Map(),
    documents: new Map(),
    documentUrls: new Map(),
    pendingPatches: [],
    calls: [],
    responseViolations: [],
    clockOffsetMs: 0,
    settings: { reportPollsToDone: 2, reportProcessingSeconds: 0, patchApplyDelayMs: 0, seedCounter: 0 },
    aplus: createAplusState(),
    notifications: createNotificationsState(),
  };
  resetState(state);
  return state;
}

/** Back to the seeded sample: listings, tokens, reports, throttles, faults, clock and call log. */
export function resetState(state: EmulatorState): void {
  for (const m of [
    state.listings,
    state.authCodes,
    state.refreshTokens,
    state.accessTokens,
    state.accounts,
    state.detailPages,
    state.buckets,
    state.forcedThrottles,
    state.faults,
    state.reports,
    state.documents,
    state.documentUrls,
  ])
    m.clear();
  for (const hold of state.holds.values()) hold.release();
  state.holds.clear();
  state.pendingPatches = [];
  state.calls = [];
  state.responseViolations = [];
  state.clockOffsetMs = 0;
  state.settings = { reportPollsToDone: 2, reportProcessingSeconds: 0, patchApplyDelayMs: 0, seedCounter: 0 };
  resetAplusState(state.aplus);
  resetNotificationsState(state.notifications);
  for (const listing of buildSampleListings()) state.listings.set(listingKey(listing.sellerId, listing.sku), listing);
  // A long-lived refresh token per demo seller lets the offline demo skip the consent dance.
  for (const seller of state.sellers)
    state.refreshTokens.set(seller.demoRefreshToken, { sellerId: seller.sellerId, clientId: state.opts.clientId, region: null });
}

/** Emulator time: the injected clock plus whatever /__emulator/clock advanced. */
export function nowMs(state: EmulatorState): number {
  return state.opts.now() + state.clockOffsetMs;
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function findSeller(state: EmulatorState, sellerId: string): DemoSeller | undefined {
  return state.sellers.find((s) => s.sellerId === sellerId);
}

/** Apply patches whose simulated processing delay has passed (read paths call this first). */
export function applyDuePatches(state: EmulatorState): void {
  if (state.pendingPatches.length === 0) return;
  const now = nowMs(state);
  const due = state.pendingPatches.filter((p) => p.applyAt <= now);
  state.pendingPatches = state.pendingPatches.filter((p) => p.applyAt > now);
  for (const p of due) p.apply();
}
