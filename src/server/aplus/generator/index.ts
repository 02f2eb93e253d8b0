import type { AplusModule } from '#core/aplus/modules';
import type { AplusSettings } from '#core/aplus/settings';
import type { Config } from '../../config.ts';
import type { AplusSource } from './facts.ts';
import { generateOfflineAplus } from './offline.ts';

export type { AplusSource } from './facts.ts';

export type AplusGenerationInput = { source: AplusSource; settings: AplusSettings; seedKey: string };

/** Produces draft modules; callers run the A+ rules on whatever comes back. */
export type AplusGenerator = { name: string; generate(input: AplusGenerationInput): Promise<AplusModule[]> };

/**
 * The seam for LLM providers. src/server/ai has no generic structured-output call yet (only
 * `optimizeListing`), so every provider uses the offline engine for now. When one exists, an LLM
 * generator should: ask for `AplusModuleSchema[]` as structured output, pass
 * `creativityToTemperature(settings.creativity)` as temperature, give the listing facts and
 * `customInstructions` in the prompt, cap the count at `maxModulesFor(template)`, and fall back to
 * the offline engine on any failure. The service strips nothing from LLM output: the A+ rules run
 * on it like on offline drafts, so a bad LLM draft is simply not publishable.
 */
export function selectAplusGenerator(_llm: Config['llm']): AplusGenerator {
  return { name: 'offline', generate: async (input) => generateOfflineAplus(input.source, input.settings, input.seedKey) };
}
