import { MessageSquareQuote } from 'lucide-react';
import type { FaqItem } from '#core/faqs/schemas';

/** Questions and answers with the review evidence a seller can check each answer against. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <ol className="grid gap-3" aria-label="Generated FAQs">
      {items.map((faq, i) => (
        <li key={`${i}-${faq.question}`} className="bg-background rounded-lg border p-4">
          <h3 className="font-semibold">{faq.question}</h3>
          <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{faq.answer}</p>
          <details className="text-muted-foreground mt-2 text-xs">
            <summary className="cursor-pointer select-none">
              <MessageSquareQuote className="mr-1 inline size-3.5" aria-hidden="true" />
              based on {faq.support} {faq.support === 1 ? 'review' : 'reviews'}
            </summary>
            <ul className="mt-2 grid gap-1 border-l-2 pl-3">
              {faq.quotes.map((q, j) => (
                <li key={j}>“{q}”</li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ol>
  );
}
