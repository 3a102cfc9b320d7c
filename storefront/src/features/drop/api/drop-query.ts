import { queryOptions } from '@tanstack/react-query';
import { getDrop } from './get-drop.ts';

export const dropQueryKey = ['drop', 'today'] as const;

export const dropQuery = () =>
  queryOptions({
    queryKey: dropQueryKey,
    queryFn: ({ signal }) => getDrop(signal),
  });
