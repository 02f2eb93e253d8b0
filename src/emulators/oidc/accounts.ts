import { createHash } from 'node:crypto';

/** A person the emulated provider can sign in: the claims Google puts in its ID tokens. */
export type DemoAccount = { sub: string; email: string; emailVerified: boolean; name: string; picture?: string };

/** Fixed demo people, so tests and demos can pick a verified and an unverified address. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { sub: '104729000000000000001', email: 'dana.demo@example.com', emailVerified: true, name: 'Dana Demo' },
  { sub: '104729000000000000002', email: 'uma.unverified@example.com', emailVerified: false, name: 'Uma Unverified' },
];

export type AccountStore = {
  list(): DemoAccount[];
  find(sub: string): DemoAccount | undefined;
  /** 'Use another account': the same email always gets the same subject, like a real provider. */
  upsert(input: { email: string; name?: string; emailVerified: boolean }): DemoAccount;
  reset(): void;
};

export function createAccountStore(initial: readonly DemoAccount[] = DEMO_ACCOUNTS): AccountStore {
  const accounts = new Map<string, DemoAccount>();
  const reset = () => {
    accounts.clear();
    for (const a of initial) accounts.set(a.sub, { ...a });
  };
  reset();
  return {
    list: () => [...accounts.values()],
    find: (sub) => accounts.get(sub),
    upsert({ email, name, emailVerified }) {
      const normalised = email.trim().toLowerCase();
      const sub = `2${BigInt(`0x${createHash('sha256').update(normalised).digest('hex').slice(0, 15)}`)
        .toString()
        .padStart(20, '0')}`;
      const account: DemoAccount = { sub, email: normalised, emailVerified, name: name?.trim() || normalised.split('@')[0]! };
      accounts.set(sub, account);
      return account;
    },
    reset,
  };
}
