/** One numbered section of a policy page; each renders as an <h2>. */
export type LegalSection = { id: string; title: string; paragraphs: string[]; list?: string[]; after?: string[] };
export type LegalDocumentContent = { updated: string; intro: string; sections: LegalSection[] };
