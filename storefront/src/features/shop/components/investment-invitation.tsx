import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MEMBER_COUNT_CLAIM } from '../../../config/app-config.ts';

/** Spec section 2: investment wines need sign-in; guests get an invitation, not an error. */
export function InvestmentInvitation() {
  return (
    <EmptyState
      title="Investment wines are for members"
      action={
        <Link to="/signup" className={buttonClass('primary')}>
          Start Free Trial
        </Link>
      }
    >
      Wines built to age for years, with provenance and storage taken care of. Join {MEMBER_COUNT_CLAIM}{' '}
      members to see the range.
    </EmptyState>
  );
}
