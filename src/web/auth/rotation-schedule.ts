/** When a session token is rotated (session-rotation.ts); zod-free, so the entry chunk can check it. */
export const ROTATION_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const ROTATION_CHECK_MS = 10 * 60 * 1000;

/** True once the token is `intervalMs` old, or of unknown age (null). */
export function isRotationDue(issuedAt: number | null, now: number, intervalMs = ROTATION_INTERVAL_MS): boolean {
  return issuedAt === null || now - issuedAt >= intervalMs;
}
