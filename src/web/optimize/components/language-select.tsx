import { LANGUAGES, type Language } from '#core/languages';
import { optimizeFeatures } from '#core/plans/gates';
import { PlanBadge } from '../../plans/index.ts';
import { Label } from '../../components/ui/label.tsx';
import { OptionSelect } from '../../components/option-select.tsx';

type Props = {
  value: Language;
  onChange: (value: Language) => void;
  ownLanguage: Language;
  isOffline: boolean;
  disabled?: boolean;
  listingMarketplaceId: string;
  /** The marketplace the Free plan covers; null when the plan covers every one or it is unknown. */
  planMarketplaceId: string | null;
};

/**
 * The offline engine cannot translate, so other languages say they need an AI provider. Each
 * language outside the plan carries the badge of the first feature it needs, by the same rule as
 * the server's gate (another language: Multilingual; another marketplace: Multiple marketplaces).
 */
export function LanguageSelect({
  value,
  onChange,
  ownLanguage,
  isOffline,
  disabled,
  listingMarketplaceId,
  planMarketplaceId,
}: Props) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="optimize-language">Language</Label>
      <OptionSelect
        id="optimize-language"
        label="Language"
        value={value}
        onChange={onChange}
        disabled={disabled}
        options={LANGUAGES.map((l) => ({
          value: l.code,
          label: (
            <>
              {l.label}
              {isOffline && l.code !== ownLanguage ? ' — needs AI provider' : ''}
              <LanguageBadge
                language={l.code}
                ownLanguage={ownLanguage}
                listingMarketplaceId={listingMarketplaceId}
                planMarketplaceId={planMarketplaceId}
              />
            </>
          ),
        }))}
      />
    </div>
  );
}

function LanguageBadge({
  language,
  ownLanguage,
  listingMarketplaceId,
  planMarketplaceId,
}: {
  language: Language;
  ownLanguage: Language;
  listingMarketplaceId: string;
  planMarketplaceId: string | null;
}) {
  const [feature] = optimizeFeatures({
    language,
    listingLanguage: ownLanguage,
    listingMarketplaceId,
    homeMarketplaceId: planMarketplaceId,
  });
  return feature ? <PlanBadge feature={feature} className="ml-2" /> : null;
}
