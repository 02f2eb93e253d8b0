/** First tab stop on every page: jumps past the header to `#main-content`. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60]"
    >
      Skip to content
    </a>
  );
}
