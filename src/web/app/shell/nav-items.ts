import { Bell, LayoutDashboard, ListChecks, MessageCircleQuestion, Settings, Sparkles, type LucideIcon } from 'lucide-react';
import type { Feature } from '#core/plans/features';
import { paths } from '../../lib/paths.ts';

/** `feature`: the plan feature the screen needs, badged for users whose plan lacks it. */
export type NavItem = { label: string; href: string; icon: LucideIcon; isActive(location: string): boolean; feature?: Feature };

function startsWith(prefix: string) {
  return (location: string) => location === prefix || location.startsWith(`${prefix}/`);
}

/** Sidebar entries, in order. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  {
    label: 'Dashboard',
    href: paths.home,
    icon: LayoutDashboard,
    isActive: (l) => l === paths.home || startsWith(paths.dashboard)(l),
  },
  { label: 'My Listings', href: paths.listings, icon: ListChecks, isActive: startsWith(paths.listings) },
  { label: 'Optimize', href: paths.optimizePicker, icon: Sparkles, isActive: startsWith(paths.optimizePicker) },
  {
    label: 'FAQ Generator',
    href: paths.faqPicker,
    icon: MessageCircleQuestion,
    isActive: startsWith(paths.faqPicker),
    feature: 'faq',
  },
  { label: 'Alerts', href: paths.alerts, icon: Bell, isActive: startsWith(paths.alerts) },
  { label: 'Settings', href: paths.settings, icon: Settings, isActive: startsWith(paths.settings) },
];
