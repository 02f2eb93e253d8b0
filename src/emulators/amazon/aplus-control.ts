/** Control API for the A+ emulation (tests and demo only; nothing here exists at Amazon). */
import type { FastifyInstance } from 'fastify';
import type { EmulatorState } from './state.ts';

type SettingsBody = { approvalDelayMs?: number; rejectMarker?: string; registerBrand?: { sellerId?: string; brand?: string } };

export function registerAplusControlRoutes(app: FastifyInstance, state: EmulatorState): void {
  app.post<{ Body: SettingsBody }>('/__emulator/aplus/settings', async (request) => {
    const b = request.body ?? {};
    const s = state.aplus.settings;
    if (typeof b.approvalDelayMs === 'number' && Number.isFinite(b.approvalDelayMs))
      s.approvalDelayMs = Math.max(0, b.approvalDelayMs);
    if (typeof b.rejectMarker === 'string') s.rejectMarker = b.rejectMarker;
    if (b.registerBrand?.sellerId && b.registerBrand.brand) {
      const list = (s.extraBrands[b.registerBrand.sellerId] ??= []);
      list.push(b.registerBrand.brand.trim().toLowerCase());
    }
    return { ok: true, settings: s };
  });

  app.get('/__emulator/aplus/documents', async () => ({
    documents: [...state.aplus.documents.values()],
    uploads: [...state.aplus.uploads.values()],
  }));
}
