import { randomBytes } from 'node:crypto';

/** A variable of .env.example: its value there, and how to make it when it is a generated secret. */
export interface ExampleVariable {
  name: string;
  value: string;
  /** From its `# generate: openssl rand -base64|-hex <bytes>` line. */
  generate?: { encoding: 'base64' | 'hex'; bytes: number };
}

/** The variables of an env file in the shape of .env.example (NAME=value lines, `#` comments). */
export function readEnvExample(text: string): ExampleVariable[] {
  const variables: ExampleVariable[] = [];
  let generate: ExampleVariable['generate'];
  for (const line of text.split('\n')) {
    const rule = /^# generate: openssl rand -(base64|hex) (\d+)$/.exec(line.trim());
    if (rule) generate = { encoding: rule[1] as 'base64' | 'hex', bytes: Number(rule[2]) };
    const assignment = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (assignment) {
      variables.push({
        name: assignment[1] ?? '',
        value: assignment[2] ?? '',
        ...(generate ? { generate } : {}),
      });
      generate = undefined;
    }
  }
  return variables;
}

/**
 * An env file with every variable of the example: `given` values first, then a fresh random
 * value for each secret the example says how to generate, else the example's own value.
 */
export function fillEnvFile(example: ExampleVariable[], given: Record<string, string>): string {
  const unknown = Object.keys(given).filter((name) => !example.some((v) => v.name === name));
  if (unknown.length > 0) throw new Error(`.env.example does not name ${unknown.join(', ')}`);
  const filled = ({ name, value, generate }: ExampleVariable) =>
    given[name] ?? (generate ? randomBytes(generate.bytes).toString(generate.encoding) : value);
  return `${example.map((variable) => `${variable.name}=${filled(variable)}`).join('\n')}\n`;
}

/** NAME=value lines as an environment; empty values are left out (unset, as loadConfig reads them). */
export function parseEnvFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=(.+)$/.exec(line))
      .flatMap((match) => (match ? [[match[1], match[2]]] : [])),
  );
}
