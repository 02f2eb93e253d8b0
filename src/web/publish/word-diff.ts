/** One run of text in a diff: kept, removed from the old text, or added in the new one. */
export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** Above this many token pairs the LCS table gets too big for a dialog; show old and new whole. */
const MAX_CELLS = 1_000_000;

/** Words and the whitespace between them, so joining the parts gives the text back exactly. */
function tokenize(text: string): string[] {
  return text.split(/(\s+)/).filter((t) => t.length > 0);
}

/** Word-level diff by longest common subsequence; adjacent parts of one kind are merged. */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokenize(before);
  const b = tokenize(after);
  if (a.length * b.length > MAX_CELLS)
    return merge([
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ]);
  // lcs[i][j] = LCS length of a[i..] and b[j..], in one flat array.
  const w = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * w + j] = a[i] === b[j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[(i + 1) * w + j]! >= lcs[i * w + j + 1]!) parts.push({ kind: 'removed', text: a[i++]! });
    else parts.push({ kind: 'added', text: b[j++]! });
  }
  while (i < a.length) parts.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) parts.push({ kind: 'added', text: b[j++]! });
  return merge(parts);
}

function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (last && last.kind === p.kind) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}
