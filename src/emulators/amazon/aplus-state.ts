/**
 * In-memory A+ Content and Uploads state of one emulator. Lives on
 * EmulatorState.aplus so reset and test isolation work like the rest of the emulator.
 */
export type AplusDocumentStatus = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED';

export type StoredAplusDocument = {
  contentReferenceKey: string;
  sellerId: string;
  marketplaceId: string;
  /** The ContentDocument as the seller last sent it. */
  document: Record<string, unknown> & { name: string; locale: string; contentType: string; contentModuleList: unknown[] };
  asins: string[];
  status: AplusDocumentStatus;
  /** Set on approval submission; the review "finishes" approvalDelayMs later (emulator clock). */
  submittedAt?: number;
  /** Outcome of the pending review, decided at submission (marker word → REJECTED). */
  pendingOutcome?: 'APPROVED' | 'REJECTED';
  updatedAt: number;
};

export type StoredUpload = {
  uploadDestinationId: string;
  sellerId: string;
  marketplaceId: string;
  contentMD5: string;
  contentType: string;
  createdAt: number;
  /** Set once the sink received bytes whose MD5 matched. */
  uploadedAt?: number;
  size?: number;
};

export type AplusSettings = {
  /** Emulator time between approval submission and Amazon's decision. */
  approvalDelayMs: number;
  /** A document containing this word anywhere is REJECTED in review. */
  rejectMarker: string;
  /** Extra brands registered per seller (lower-case), on top of the brands of their own listings. */
  extraBrands: Record<string, string[]>;
};

export type AplusState = {
  documents: Map<string, StoredAplusDocument>;
  uploads: Map<string, StoredUpload>;
  settings: AplusSettings;
};

export const DEFAULT_APLUS_SETTINGS: AplusSettings = { approvalDelayMs: 5000, rejectMarker: 'REJECTME', extraBrands: {} };

export function createAplusState(): AplusState {
  return { documents: new Map(), uploads: new Map(), settings: structuredClone(DEFAULT_APLUS_SETTINGS) };
}

export function resetAplusState(state: AplusState): void {
  state.documents.clear();
  state.uploads.clear();
  state.settings = structuredClone(DEFAULT_APLUS_SETTINGS);
}
