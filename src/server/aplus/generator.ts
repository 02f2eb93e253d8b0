import type { AplusModule } from '#core/aplus/modules';
import { creativityToTemperature, type AplusSettings } from '#core/aplus/settings';
import { aplusWithGuardrails } from '#ai/aplus/guardrails';
import { createAiProvider } from '#ai/create-provider';
import type { AiProvider } from '#ai/types';
import type { Config } from '../config.ts';
import type { AplusSource } from '#ai/aplus/source';

export type { AplusSource } from '#ai/aplus/source';

export type AplusGenerationInput = { source: AplusSource; settings: AplusSettings; seedKey: string };

/** Draft modules plus the notes of the guardrails that fired (empty for the offline engine). */
export type AplusGeneration = { modules: AplusModule[]; notes: string[] };

/** Produces draft modules; callers run the A+ rules on whatever comes back. */
export type AplusGenerator = { name: string; generate(input: AplusGenerationInput): Promise<AplusGeneration> };

/**
 * A+ generation through the app's AI provider (LLM_PROVIDER): the offline engine, or an LLM asked
 * for structured modules at `creativityToTemperature(settings.creativity)`. LLM drafts pass the A+
 * guardrails (rules, one repair, limits, offline fallback); provider failures (timeout, invalid
 * answer) propagate as 502s so the service stores nothing and spends no credit.
 */
export function createAplusGenerator(provider: AiProvider): AplusGenerator {
  return {
    name: provider.name,
    generate: (input) =>
      aplusWithGuardrails(provider, { ...input, temperature: creativityToTemperature(input.settings.creativity) }),
  };
}

/** The routes' entry point: one provider per app, as for the optimise routes. */
export function selectAplusGenerator(llm: Config['llm']): AplusGenerator {
  return createAplusGenerator(createAiProvider(llm));
}
