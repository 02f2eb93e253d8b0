import { Check, CircleHelp, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** The seller's answer for one keyword; a keyword with no answer stays out of the visible copy, like "no". */
export type KeywordAnswer = 'yes' | 'no';

type Props = {
  /** The draft's targeted keywords that state something the listing's own text does not. */
  keywords: readonly string[];
  answers: ReadonlyMap<string, KeywordAnswer>;
  onAnswer: (keyword: string, answer: KeywordAnswer | null) => void;
};

export const CONFIRM_QUESTION = 'Is this true of your product?';

/**
 * The targeted keywords the rewrite kept out of the copy because the listing never says them
 * ("waterproof"). Only the seller knows whether they are true: "Yes" lets the next Optimize Now use
 * one, "No" leaves it out. Both answers stay on screen as pressed buttons, so the choice can be
 * changed and focus never falls off a button that disappeared.
 */
export function KeywordConfirmations({ keywords, answers, onAnswer }: Props) {
  if (keywords.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="keyword-confirm-title">
      <CardHeader>
        <CardTitle id="keyword-confirm-title" className="flex items-center gap-2">
          <CircleHelp className="text-warning size-5" aria-hidden="true" />
          {CONFIRM_QUESTION}
        </CardTitle>
        <CardDescription>
          These targeted keywords say something your listing does not, so the rewrite left them out of the title, bullets and
          description. Confirm only what is true: Optimize Now then works it into the copy.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" aria-label="Keywords to confirm">
          {keywords.map((keyword) => {
            const answer = answers.get(keyword) ?? null;
            return (
              <li
                key={keyword}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                data-testid="keyword-confirmation"
              >
                <div className="grid gap-0.5">
                  <span className="font-medium break-words">“{keyword}”</span>
                  <span className="text-muted-foreground text-xs" aria-live="polite">
                    {answer === 'yes'
                      ? 'Confirmed: the next Optimize Now may use it.'
                      : answer === 'no'
                        ? 'Left out of the copy.'
                        : 'Not in the copy until you confirm it.'}
                  </span>
                </div>
                <div className="flex gap-2" role="group" aria-label={`${CONFIRM_QUESTION} “${keyword}”`}>
                  <Button
                    size="sm"
                    variant={answer === 'yes' ? 'default' : 'outline'}
                    aria-pressed={answer === 'yes'}
                    aria-label={`Yes, it is true of my product: “${keyword}”`}
                    onClick={() => onAnswer(keyword, answer === 'yes' ? null : 'yes')}
                  >
                    <Check aria-hidden="true" />
                    Yes, it is
                  </Button>
                  <Button
                    size="sm"
                    variant={answer === 'no' ? 'secondary' : 'outline'}
                    aria-pressed={answer === 'no'}
                    aria-label={`No, leave it out: “${keyword}”`}
                    onClick={() => onAnswer(keyword, answer === 'no' ? null : 'no')}
                  >
                    <X aria-hidden="true" />
                    No, leave it out
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The keywords answered "yes", in the order given: what Optimize Now sends as confirmed. */
export function confirmedKeywords(answers: ReadonlyMap<string, KeywordAnswer>): string[] {
  return [...answers].filter(([, a]) => a === 'yes').map(([k]) => k);
}
