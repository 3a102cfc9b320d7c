/** Spec section 4: logout goes to '/', or to /festival in festival mode. */
export const logoutDestination = (festivalMode: boolean): '/' | '/festival' =>
  festivalMode ? '/festival' : '/';
