import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

/** The command line is not one the CLI reads: its message says why, the usage follows it. */
export class UsageError extends Error {}

/** `--help` or `-h` was given: the CLI prints its usage and exits 0. */
class HelpAsked extends Error {}

/**
 * Every CLI's arguments, read by `node:util` `parseArgs` (strict: an unknown flag or a flag
 * without its value is a UsageError), with positionals allowed and `--help`/`-h` added.
 */
export function readCliArgs<T extends ParseArgsOptionsConfig>(argv: readonly string[], options: T) {
  const withHelp = { ...options, help: { type: 'boolean', short: 'h' } } as const;
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>
  >;
  try {
    // `help` is read here alone: the caller's values are typed by its own options.
    parsed = parseArgs({ args: [...argv], options: withHelp as T, allowPositionals: true, strict: true });
  } catch (err) {
    if (String((err as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
      throw new UsageError((err as Error).message);
    }
    throw err;
  }
  if ((parsed.values as { help?: boolean }).help) throw new HelpAsked();
  return parsed;
}

/**
 * What `read` makes of the process's arguments; on `--help` prints `usage` and exits 0, on a
 * UsageError prints its message and `usage` to stderr and exits 2.
 */
export function argsOrExit<C>(usage: string, read: (argv: readonly string[]) => C): C {
  try {
    return read(process.argv.slice(2));
  } catch (err) {
    if (err instanceof HelpAsked) {
      console.log(usage);
      process.exit(0);
    }
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${usage}`);
    process.exit(2);
  }
}
