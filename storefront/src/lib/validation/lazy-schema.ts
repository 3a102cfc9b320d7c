/**
 * A zod schema built the first time it is used rather than when its module loads: zod does a
 * good deal of work per schema, and every module the first page imports is evaluated in the
 * first script's one long task (docs/storefront.md, "The first page's JavaScript").
 */
export function lazySchema<Schema>(build: () => Schema): () => Schema {
  let schema: Schema | undefined;
  return () => {
    schema ??= build();
    return schema;
  };
}
