/** A command as deciders take it: time comes in with it, never from a clock inside domain/. */
export interface Command<TType extends string, TData> {
  type: TType;
  data: TData;
  metadata: { now: string };
}
