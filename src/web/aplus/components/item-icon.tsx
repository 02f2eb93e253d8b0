import { Battery, Check, Droplet, Leaf, Package, Ruler, Settings, Shield, Sparkles, Zap, type LucideIcon } from 'lucide-react';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  battery: Battery,
  check: Check,
  droplet: Droplet,
  leaf: Leaf,
  package: Package,
  ruler: Ruler,
  settings: Settings,
  shield: Shield,
  sparkles: Sparkles,
  zap: Zap,
};

export function ItemIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Check;
  return <Icon aria-hidden className="text-primary size-4 shrink-0" />;
}
