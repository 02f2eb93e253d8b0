import { LayoutDashboard, ListChecks, MessageCircleQuestion, Settings, Sparkles, type LucideIcon } from 'lucide-react';
import { paths } from '../../app/paths.ts';

export type NavItem = { label: string; href: string; icon: LucideIcon; isActive(location: string): boolean };

function startsWith(prefix: string) {
  return (location: string) => location === prefix || location.startsWith(`${prefix}/`);
}

/** SPEC §2 sidebar entries, in order. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', href: paths.home, icon: LayoutDashboard, isActive: (l) => l === paths.home || startsWith(paths.dashboard)(l) },
  { label: 'My Listings', href: paths.listings, icon: ListChecks, isActive: startsWith(paths.listings) },
  { label: 'Optimize', href: paths.optimizePicker, icon: Sparkles, isActive: startsWith(paths.optimizePicker) },
  { label: 'FAQ Generator', href: paths.faqPicker, icon: MessageCircleQuestion, isActive: startsWith(paths.faqPicker) },
  { label: 'Settings', href: paths.settings, icon: Settings, isActive: startsWith(paths.settings) },
];
