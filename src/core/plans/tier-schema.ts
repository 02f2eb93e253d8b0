import { z } from 'zod';
import { TIERS } from './tiers.ts';

export const TierSchema = z.enum(TIERS, { error: 'Tier must be one of free, pro, growth, enterprise' });
