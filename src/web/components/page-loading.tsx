export function PageLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="text-muted-foreground flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      {text}
    </div>
  );
}
