import { atom } from 'jotai';

// Client state only: whether the "get the app" sheet is on screen.
export const downloadSheetOpenAtom = atom(false);
