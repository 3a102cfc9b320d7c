import { MEMBER_COUNT_CLAIM } from '../../config/app-config.ts';

export type QuickActionVariant = 'primary' | 'secondary' | 'outline' | 'accent';

export interface QuickAction {
  label: string;
  href: string;
  variant: QuickActionVariant;
  /** A line under the button, e.g. the members claim on Start Free Trial. */
  note?: string;
}

// Spec section 2: what the home page offers at a glance, by whether someone is signed in.
const SIGNED_OUT: readonly QuickAction[] = [
  {
    label: 'Start Free Trial',
    href: '/signup',
    variant: 'primary',
    note: `Join ${MEMBER_COUNT_CLAIM} members`,
  },
  { label: 'Browse Wines', href: '/shop', variant: 'secondary' },
  { label: 'View Cart', href: '/cart', variant: 'outline' },
];

const SIGNED_IN: readonly QuickAction[] = [
  { label: 'Member Dashboard', href: '/dashboard', variant: 'primary' },
  { label: "Today's Drop", href: '/drop', variant: 'accent' },
];

export const quickActionsFor = (signedIn: boolean): readonly QuickAction[] =>
  signedIn ? SIGNED_IN : SIGNED_OUT;
