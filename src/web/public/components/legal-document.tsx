import type { LegalDocumentContent } from '../legal-types.ts';

/** A policy page body: intro, table of contents and one <h2> per section. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
      <nav aria-label="On this page" className="hidden lg:block">
        <div className="sticky top-24">
          <p className="text-muted-foreground text-xs font-semibold tracking-wider uppercase">On this page</p>
          <ol className="mt-3 grid gap-1.5 text-sm">
            {content.sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-muted-foreground hover:text-foreground block rounded-sm">
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <article className="min-w-0">
        <p className="text-muted-foreground text-sm">Last updated: {content.updated}</p>
        <p className="mt-4 text-lg leading-relaxed">{content.intro}</p>
        {content.sections.map((section, i) => (
          <section key={section.id} id={section.id} className="mt-10 scroll-mt-24" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
              {i + 1}. {section.title}
            </h2>
            <div className="text-muted-foreground mt-3 grid gap-3 leading-relaxed">
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.list && (
                <ul className="marker:text-primary grid list-disc gap-2 pl-5">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.after?.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}
