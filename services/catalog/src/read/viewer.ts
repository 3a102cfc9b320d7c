/** Who is looking, as far as prices go: members see the member price (spec section 6). */
export interface Viewer {
  isMember: boolean;
}

export const GUEST: Viewer = { isMember: false };
