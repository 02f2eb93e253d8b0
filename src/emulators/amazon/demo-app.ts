/** Credentials of the demo LWA app the standalone emulator accepts (not secrets: local only). */
export const DEMO_LWA_CLIENT_ID = 'amzn1.application-oa2-client.listingpilotdemo0000000000000001';
export const DEMO_LWA_CLIENT_SECRET = 'amzn1.oa2-cs.v1.listingpilot-demo-secret-not-for-production';
export const DEMO_APPLICATION_ID = 'amzn1.sellerapps.app.listingpilot-demo-0000-0000-000000000001';
export const DEMO_REDIRECT_URIS = ['http://localhost:3000/api/amazon/callback', 'http://127.0.0.1:3000/api/amazon/callback'];
export { DEMO_SELLER_ID, DEMO_SELLER_US_ONLY_ID, DEMO_SELLERS } from './sample/sellers.ts';
