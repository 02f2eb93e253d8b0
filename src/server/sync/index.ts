export { findReviewFetch } from './service.ts';
