import { MeteredTextarea } from '../../components/metered-textarea.tsx';
import { cn } from '../../lib/cn.ts';

/** Amazon indexes at most 249 bytes of backend search terms and ignores the whole field when over. */
export const SEARCH_TERMS_MAX_BYTES = 249;

const encoder = new TextEncoder();

export function searchTermsBytes(text: string): number {
  return encoder.encode(text.replace(/\s+/g, ' ').trim()).length;
}

type Props = { value: string; onChange: (value: string) => void };

/** Backend search terms (generic_keyword) with a byte meter: Amazon counts bytes, so é weighs 2. */
export function SearchTermsField({ value, onChange }: Props) {
  const bytes = searchTermsBytes(value);
  const over = bytes > SEARCH_TERMS_MAX_BYTES;
  return (
    <MeteredTextarea
      id="optimize-search-terms"
      label="Search Terms"
      value={value}
      onChange={onChange}
      meter={`${bytes}/${SEARCH_TERMS_MAX_BYTES} bytes`}
      meterProps={{ className: over ? 'text-destructive' : 'text-muted-foreground', 'data-testid': 'search-terms-bytes' }}
      isOver={over}
      describedBy="optimize-search-terms-hint"
    >
      <p id="optimize-search-terms-hint" className={cn('text-xs', over ? 'text-destructive' : 'text-muted-foreground')}>
        {over
          ? `Amazon ignores all search terms over ${SEARCH_TERMS_MAX_BYTES} bytes. Remove ${bytes - SEARCH_TERMS_MAX_BYTES} bytes.`
          : 'Hidden from shoppers, searched by Amazon: words not already in the title or bullets, separated by spaces.'}
      </p>
    </MeteredTextarea>
  );
}
