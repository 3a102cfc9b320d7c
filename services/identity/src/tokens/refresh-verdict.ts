export interface RefreshTokenRecord {
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * What presenting a refresh token means. A token already rotated is being replayed: either the
 * client has a bug or someone copied it, and the two cannot be told apart, so the whole family
 * (that sign-in) is revoked (OAuth 2.0 Security BCP, refresh token rotation).
 */
export function refreshVerdict(
  record: RefreshTokenRecord | undefined,
  now: Date,
): 'rotate' | 'reused' | 'invalid' {
  if (!record || record.revokedAt) return 'invalid';
  if (record.rotatedAt) return 'reused';
  if (record.expiresAt.getTime() <= now.getTime()) return 'invalid';
  return 'rotate';
}
