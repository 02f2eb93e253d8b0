/** Sales and traffic per listing, and what each push did: what other parts of the server may use. */
export { enqueuePerformanceImport, performanceQueue, performanceWorkers } from './queue.ts';
export { performanceRoutes } from './routes.ts';
