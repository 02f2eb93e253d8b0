/** How the Amazon emulator is set up; apart from app.ts so that the state it builds need not import the app. */
export type AmazonEmulatorOptions = {
  /** Public base URL under which the emulator is reachable, e.g. 'http://127.0.0.1:4010' or 'http://localhost:3000/_emulator/amazon' — used for report document URLs, image URLs and links in the consent page. */
  publicUrl: string;
  /** LWA app credentials the emulator accepts. */
  clientId: string;
  clientSecret: string;
  applicationId: string;
  /** Redirect URIs registered for the app (consent 302s only to these). */
  redirectUris: string[];
  /** >1 makes throttling refill faster (tests/bench), default 1 = Amazon's real rates. */
  speedFactor?: number;
  accessTokenTtlSeconds?: number; // default 3600
  now?: () => number;
  logger?: boolean;
  /** A draft app requires version=beta on the consent URL (error MD1000 otherwise). Default false. */
  isDraftApp?: boolean;
  /**
   * Serve the control API under /__emulator/* (reset, seed, throttles, faults, clock, call log).
   * Default false: whoever reaches the emulator could reset it or read its call log, so tests and
   * demos turn it on explicitly; without it those paths answer 404.
   */
  controlApi?: boolean;
  /**
   * Where notifications are sent: the SQS endpoint (the SQS stand-in) that a destination's queue ARN
   * is reached at, as `<sqsEndpoint>/<account>/<queue name>`. Without it nothing is sent.
   */
  sqsEndpoint?: string;
};
