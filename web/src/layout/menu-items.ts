import { Eye, type LucideIcon, Search, Sparkles, TrendingUp } from 'lucide-react';

export type MenuItem = { href: string; label: string; icon: LucideIcon; alsoActiveOn?: string };

/** The header menu, in order. */
export const menuItems: readonly MenuItem[] = [
  { href: '/find-domains', label: 'Find Domains', icon: Search, alsoActiveOn: '/' },
  { href: '/ai-domain-generator', label: 'AI Domain Generator', icon: Sparkles },
  { href: '/watchlist', label: 'Watchlist', icon: Eye },
  { href: '/market-trends', label: 'Market Trends', icon: TrendingUp },
];
