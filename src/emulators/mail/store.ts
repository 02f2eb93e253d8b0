import type { ParsedMail } from './mime.ts';

export type StoredMail = ParsedMail & { id: number; receivedAt: Date; envelopeTo: string[] };

/** The mails received since start, in memory; the oldest go once there are `max` of them. */
export type MailStore = {
  add(mail: Omit<StoredMail, 'id' | 'receivedAt'>): StoredMail;
  /** Newest first. */
  list(): StoredMail[];
  get(id: number): StoredMail | undefined;
  clear(): void;
};

export function createMailStore(max = 500): MailStore {
  let mails: StoredMail[] = [];
  let nextId = 1;
  return {
    add(mail) {
      const stored = { ...mail, id: nextId++, receivedAt: new Date() };
      mails = [stored, ...mails].slice(0, max);
      return stored;
    },
    list: () => [...mails],
    get: (id) => mails.find((m) => m.id === id),
    clear() {
      mails = [];
    },
  };
}
