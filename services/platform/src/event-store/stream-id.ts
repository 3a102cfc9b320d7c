/**
 * Stream ids read `<context>/<aggregate>/<id>` (e.g. `orders/order/0193...`). The context picks
 * the Kafka topic, so every stream of a context keeps its order inside one topic.
 */
export function streamId(context: string, aggregate: string, id: string): string {
  return `${context}/${aggregate}/${id}`;
}

export function contextOf(stream: string): string {
  const slash = stream.indexOf('/');
  if (slash <= 0) throw new Error(`Stream id "${stream}" does not start with "<context>/"`);
  return stream.slice(0, slash);
}

export function topicOf(stream: string, topicPrefix = ''): string {
  return `${topicPrefix}${contextOf(stream)}.events`;
}
