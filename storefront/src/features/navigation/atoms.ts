import { atom } from 'jotai';

// Client state only: whether the narrow-screen menu is open.
export const menuOpenAtom = atom(false);
