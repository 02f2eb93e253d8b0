import { LANGUAGES, type Language } from '#core/languages';
import { PlanBadge } from '../../components/plan-badge.tsx';
import { Label } from '../../components/ui/label.tsx';
import { OptionSelect } from '../../components/option-select.tsx';

type Props = {
  value: Language;
  onChange: (value: Language) => void;
  ownLanguage: Language;
  isOffline: boolean;
  disabled?: boolean;
};

/** The offline engine cannot translate, so other languages say they need an AI provider. */
export function LanguageSelect({ value, onChange, ownLanguage, isOffline, disabled }: Props) {
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
              {l.code !== ownLanguage && <PlanBadge feature="multilingual" className="ml-2" />}
            </>
          ),
        }))}
      />
    </div>
  );
}
