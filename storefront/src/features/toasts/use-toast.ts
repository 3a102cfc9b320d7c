import { useSetAtom } from 'jotai';
import { showToastAtom } from './atoms.ts';

/** `const toast = useToast(); toast({ title: 'Link copied' })` */
export function useToast() {
  return useSetAtom(showToastAtom);
}
