import type { AplusModule } from '#core/aplus/modules';
import { generateOfflineAplus } from './offline/offline.ts';
import type { AiProvider, AplusInput } from '../types.ts';
import { aplusErrors, findAplusProblems } from './checks.ts';
import { enforceAplusLimits } from './hard-limits.ts';

export type GuardedAplus = { modules: AplusModule[]; notes: string[] };

/**
 * A+ modules from any provider pass here before they are stored (docs/decisions/0007-ai-guardrails.md): the A+ rules of
 * src/core/aplus and the listing's facts, one repair round, then limits by deletion. A draft that
 * still breaks an A+ rule, or has no header left, is replaced by the offline engine's modules
 * with a note: the seller always gets a draft that can be published.
 */
export async function aplusWithGuardrails(provider: AiProvider, input: AplusInput): Promise<GuardedAplus> {
  // The offline engine already drops every sentence an A+ rule rejects (and adds a testimonial
  // only when asked, which the checker then reports): returned as it is, as before.
  if (provider.name === 'offline') return { modules: await provider.generateAplus(input), notes: [] };

  const notes: string[] = [];
  let draft = await provider.generateAplus(input);
  const findings = findAplusProblems(draft, input);
  if (findings.length > 0 && provider.repairAplus) {
    notes.push(
      `Asked the AI provider once to repair ${findings.length} problem${findings.length === 1 ? '' : 's'}: ${findings
        .map((f) =>
          f
            .split(' Fix: ')[0]!
            .replace(/\. Remove it; use only facts from the listing\.$/, '')
            .replace(/\.$/, ''),
        )
        .join('; ')}.`,
    );
    draft = await provider.repairAplus(input, draft, findings);
  }
  const modules = enforceAplusLimits(draft, input, notes);
  if (modules.some((m) => m.type === 'header') && aplusErrors(modules, input).length === 0) return { modules, notes };

  notes.push(
    "The AI provider's A+ modules could not be made publishable; these were built by the offline engine from the listing instead.",
  );
  return { modules: generateOfflineAplus(input.source, input.settings, input.seedKey), notes };
}
