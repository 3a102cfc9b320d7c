export type ShortcutCategory = 'Shopping' | 'Featured' | 'Learning' | 'Account' | 'Support';
export type ShortcutIcon =
  | 'bottle'
  | 'grapes'
  | 'clock'
  | 'chart'
  | 'book'
  | 'user'
  | 'box'
  | 'heart'
  | 'cart'
  | 'help'
  | 'star';
export type BadgeVariant = 'accent' | 'neutral';

/** A navigation shortcut (spec section 2): data, so menus and the home grid render the same list. */
export interface Shortcut {
  title: string;
  description: string;
  href: string;
  icon: ShortcutIcon;
  category: ShortcutCategory;
  isFeature: boolean;
  requiresAuth: boolean;
  badge?: { text: string; variant: BadgeVariant };
  order: number;
}

// Sign-in needs follow spec section 2: the drop, investment wines, account pages and the dashboard.
export const SHORTCUTS: readonly Shortcut[] = [
  {
    title: 'Shop all wines',
    description: 'Every bottle we have, with filters for region, grape and price.',
    href: '/shop',
    icon: 'bottle',
    category: 'Shopping',
    isFeature: true,
    requiresAuth: false,
    order: 10,
  },
  {
    title: 'Red wines',
    description: 'From juicy everyday reds to serious cellar candidates.',
    href: '/shop?type=red',
    icon: 'grapes',
    category: 'Shopping',
    isFeature: false,
    requiresAuth: false,
    order: 20,
  },
  {
    title: 'White wines',
    description: 'Crisp, rich and everything between.',
    href: '/shop?type=white',
    icon: 'grapes',
    category: 'Shopping',
    isFeature: false,
    requiresAuth: false,
    order: 30,
  },
  {
    title: "Today's drop",
    description: 'A handful of wines at their best price, for one day only.',
    href: '/drop',
    icon: 'clock',
    category: 'Featured',
    isFeature: true,
    requiresAuth: true,
    badge: { text: 'Daily', variant: 'accent' },
    order: 5,
  },
  {
    title: 'Investment wines',
    description: 'Bottles built to age, to lay down for years.',
    href: '/shop?category=investment',
    icon: 'chart',
    category: 'Featured',
    isFeature: false,
    requiresAuth: true,
    order: 40,
  },
  {
    title: 'Journal',
    description: 'Guides, grapes and regions, told plainly.',
    href: '/journal',
    icon: 'book',
    category: 'Learning',
    isFeature: false,
    requiresAuth: false,
    order: 50,
  },
  {
    title: 'Grapes',
    description: 'Fifteen grapes worth knowing, and the wines we have of each.',
    href: '/learn#grapes',
    icon: 'grapes',
    category: 'Learning',
    isFeature: false,
    requiresAuth: false,
    order: 51,
  },
  {
    title: 'Regions',
    description: 'Where wine comes from, and why it tastes of the place.',
    href: '/learn#regions',
    icon: 'book',
    category: 'Learning',
    isFeature: false,
    requiresAuth: false,
    order: 52,
  },
  {
    title: 'Wine guides',
    description: 'Storing, serving, tasting and pairing, step by step.',
    href: '/learn#guides',
    icon: 'book',
    category: 'Learning',
    isFeature: false,
    requiresAuth: false,
    order: 53,
  },
  {
    title: 'Member dashboard',
    description: 'Your savings, cellar and member offers at a glance.',
    href: '/dashboard',
    icon: 'star',
    category: 'Account',
    isFeature: true,
    requiresAuth: true,
    order: 60,
  },
  {
    title: 'Your orders',
    description: 'Track what is in storage and what is on its way.',
    href: '/account/orders',
    icon: 'box',
    category: 'Account',
    isFeature: false,
    requiresAuth: true,
    order: 70,
  },
  {
    title: 'Wishlist',
    description: 'Wines you are keeping an eye on.',
    href: '/account/wishlist',
    icon: 'heart',
    category: 'Account',
    isFeature: false,
    requiresAuth: true,
    order: 80,
  },
  {
    title: 'Your account',
    description: 'Details, delivery and preferences.',
    href: '/account',
    icon: 'user',
    category: 'Account',
    isFeature: false,
    requiresAuth: true,
    order: 90,
  },
  {
    title: 'Cart',
    description: 'The bottles you have picked so far.',
    href: '/cart',
    icon: 'cart',
    category: 'Shopping',
    isFeature: false,
    requiresAuth: false,
    order: 100,
  },
  {
    title: 'Help & support',
    description: 'Questions about an order or a wine? We are here.',
    href: '/support',
    icon: 'help',
    category: 'Support',
    isFeature: false,
    requiresAuth: false,
    order: 110,
  },
];
