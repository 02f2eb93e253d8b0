export function PageLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-muted-foreground" role="status" aria-live="polite">
      {text}
    </div>
  );
}
