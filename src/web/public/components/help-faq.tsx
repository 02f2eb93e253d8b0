import { ChevronDown } from 'lucide-react';
import { HELP_FAQS } from '../help-content.ts';

/** Native <details> disclosure: keyboard and screen-reader support without extra script. */
export function HelpFaq() {
  return (
    <div className="mx-auto grid max-w-3xl gap-3">
      {HELP_FAQS.map((faq) => (
        <details key={faq.question} className="group bg-card rounded-xl border shadow-sm open:shadow-md">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-5 font-medium [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              className="text-muted-foreground size-5 shrink-0 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="text-muted-foreground px-5 pb-5 leading-relaxed">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
