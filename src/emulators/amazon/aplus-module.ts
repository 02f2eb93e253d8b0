/**
 * A+ Content + Uploads as one registration, so app.ts needs a single line.
 * Their control routes (aplus-control.ts) are registered with the rest of the control API.
 */
import type { FastifyInstance } from 'fastify';
import { registerAplusRoutes } from './aplus.ts';
import type { EmulatorState } from './state.ts';
import { registerUploadsRoutes } from './uploads.ts';

export function registerAplusModule(app: FastifyInstance, state: EmulatorState): void {
  registerAplusRoutes(app, state);
  registerUploadsRoutes(app, state);
}
