import { sendAccountNotice, type AccountNotice, type Mailer } from '../mail/index.ts';
import type { Db } from '../db/index.ts';
import * as repo from './repo.ts';

export type NoticeDeps = { db: Db; mailer: Mailer; publicUrl: string; now?: () => Date };

type Owner = Pick<repo.UserRow, 'username' | 'email' | 'emailVerifiedAt'>;

/**
 * Mails a security notice to the account's address after the action, without holding it up or
 * failing it. Only a verified address gets one: an unverified one may belong to somebody else.
 */
export function notifyAccountOwner(deps: NoticeDeps, owner: Owner, notice: AccountNotice): void {
  if (!owner.emailVerifiedAt) return;
  const at = deps.now?.() ?? new Date();
  deps.mailer.sendLater(notice.kind, () =>
    sendAccountNotice(deps.mailer, { ...notice, to: owner.email, username: owner.username, publicUrl: deps.publicUrl, at }),
  );
}

/** For other features that know only the user id (Amazon connection). */
export function notifyAccountOwnerById(deps: NoticeDeps, userId: number, notice: AccountNotice): void {
  const at = deps.now?.() ?? new Date();
  deps.mailer.sendLater(notice.kind, async () => {
    const owner = await repo.findUserById(deps.db, userId);
    if (!owner?.emailVerifiedAt) return;
    await sendAccountNotice(deps.mailer, { ...notice, to: owner.email, username: owner.username, publicUrl: deps.publicUrl, at });
  });
}
