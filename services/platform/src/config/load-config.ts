import { z } from 'zod';

export type Env = Record<string, string | undefined>;

/**
 * Parses the process environment with a zod object and fails fast, at start-up, with one message
 * that names every missing or bad variable: fixing a deployment one variable per restart is slow.
 *
 * Empty values count as unset (`FOO=` in an env file means "not configured"), so defaults apply.
 * Values are never echoed back: a bad DATABASE_URL may still carry a password.
 * A field may carry `.meta({ examples: ['...'] })`; the first example is shown as a hint.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Env = process.env): z.output<S> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;

  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '(root)');
    if (problems.has(name)) continue; // one reason per variable keeps the message readable
    problems.set(name, describeProblem(schema, name, name in present, issue.message));
  }
  const lines = [...problems].map(([name, reason]) => `  ${name}: ${reason}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

function describeProblem(schema: z.ZodObject, name: string, isSet: boolean, message: string): string {
  const example = exampleOf(schema.shape[name]);
  if (!isSet) return example === undefined ? 'Required (set it)' : `Required (set it, e.g. ${example})`;
  return example === undefined ? message : `${message} (e.g. ${example})`;
}

function exampleOf(field: z.core.$ZodType | undefined): string | undefined {
  if (!field) return undefined;
  const examples = z.globalRegistry.get(field)?.examples;
  return Array.isArray(examples) && examples.length > 0 ? String(examples[0]) : undefined;
}
