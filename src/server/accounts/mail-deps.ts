import type { Mailer } from '../mail/index.ts';
import type { AccountDeps } from './service.ts';

/** Account use cases that send mail: links point at PUBLIC_URL. */
export type AccountMailDeps = AccountDeps & { mailer: Mailer; publicUrl: string };
