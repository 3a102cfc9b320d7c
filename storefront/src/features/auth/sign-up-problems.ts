import { SignUpRequest } from '@wine/contracts/identity/sign-up';

export type SignUpField = 'name' | 'email' | 'phone';
export type SignUpProblems = Partial<Record<SignUpField, string>>;

/** Spec section 5's sign-up texts, the first problem of each field; empty when it can be sent. */
export function signUpProblems(input: Record<SignUpField, string>): SignUpProblems {
  const parsed = SignUpRequest.safeParse(input);
  if (parsed.success) return {};
  const problems: SignUpProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SignUpField;
    problems[field] ??= issue.message;
  }
  return problems;
}
