import { getPolicy } from '#core/health/index';
import type { ListingText } from '#core/listings/content';
import { Loader2, Sparkles } from 'lucide-react';
import type { Listing } from '#core/api/listings';
import type { Language } from '#core/languages';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { BAND_TEXT_CLASS } from '../../health/index.ts';
import { healthBand } from '#core/health/bands';
import type { OnPushed } from '../../publish/index.ts';
import { BulletsField } from './bullets-field.tsx';
import { LanguageSelect } from './language-select.tsx';
import { SearchTermsField } from './search-terms-field.tsx';
import { SaveToAmazonButton } from './save-to-amazon-button.tsx';
import { TitleField } from './title-field.tsx';

type Props = {
  listing: Listing;
  fields: ListingText;
  onFieldsChange: (fields: ListingText) => void;
  /** The score of `fields`, computed by the page (the comparison card shows it too). */
  liveScore: number;
  onPushed?: OnPushed;
  language: Language;
  onLanguageChange: (language: Language) => void;
  ownLanguage: Language;
  isOffline: boolean;
  isOptimizing: boolean;
  onOptimize: () => void;
  /** The marketplace the Free plan covers (null: every one, or not known): badges the languages. */
  planMarketplaceId?: string | null;
  /** Optimize Now is refused by the plan: disabled, described by this element (the page's notice). */
  blockedBy?: string;
};

/** The right card, plus a live score of the edited text computed in the browser. */
export function OptimizationEditor({
  listing,
  fields,
  onFieldsChange,
  liveScore,
  onPushed,
  language,
  onLanguageChange,
  ownLanguage,
  isOffline,
  isOptimizing,
  onOptimize,
  planMarketplaceId = null,
  blockedBy,
}: Props) {
  const policy = getPolicy(listing.marketplaceId, false);
  const set =
    <K extends keyof ListingText>(key: K) =>
    (value: ListingText[K]) =>
      onFieldsChange({ ...fields, [key]: value });

  return (
    <Card id="optimize-editor">
      <CardHeader>
        <CardTitle>AI Optimization</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <LanguageSelect
              value={language}
              onChange={onLanguageChange}
              ownLanguage={ownLanguage}
              isOffline={isOffline}
              disabled={isOptimizing}
              listingMarketplaceId={listing.marketplaceId}
              planMarketplaceId={planMarketplaceId}
            />
          </div>
          <Button
            type="button"
            onClick={onOptimize}
            disabled={isOptimizing || blockedBy !== undefined}
            aria-describedby={blockedBy}
          >
            {isOptimizing ? <Loader2 className="animate-spin" /> : <Sparkles />}
            {isOptimizing ? 'Optimizing...' : 'Optimize Now'}
          </Button>
        </div>
        <TitleField value={fields.title} onChange={set('title')} policyLimit={policy.titleMaxChars} />
        <BulletsField value={fields.bullets} onChange={set('bullets')} />
        <div className="grid gap-1.5">
          <Label htmlFor="optimize-description">Description</Label>
          <Textarea
            id="optimize-description"
            value={fields.description}
            onChange={(e) => set('description')(e.target.value)}
            rows={8}
          />
        </div>
        <SearchTermsField value={fields.searchTerms} onChange={set('searchTerms')} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            className="text-sm"
            aria-live="polite"
            title="The listing's health score with this title, bullets, description and search terms"
          >
            Text score with these edits:{' '}
            <span className={BAND_TEXT_CLASS[healthBand(liveScore)]} data-testid="live-score">
              {liveScore}/100
            </span>
          </p>
          <SaveToAmazonButton fields={fields} onPushed={onPushed} />
        </div>
      </CardContent>
    </Card>
  );
}
