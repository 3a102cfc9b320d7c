// A Kafka broker of a test's own, for fault injection: the shared broker on :9092 serves every
// engineer's tests, so a test that needs Kafka to die starts, kills and restarts this one instead.
// It runs the jars infra/scripts/ensure-kafka.sh fetched, like that script does.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EventBus } from '../bus/kafka.ts';
import { freePort } from './free-port.ts';
import { quietLogger } from './test-env.ts';

const KAFKA_DIR = new URL('../../../../infra/kafka/', import.meta.url).pathname;
const LIBS = join(KAFKA_DIR, '.cache/libs');
const CLASSPATH = `${LIBS}/*`;

// ensure-kafka.sh's broker settings, on this broker's own ports and data dir.
const OWN_SETTINGS = ['listeners', 'advertised.listeners', 'controller.quorum.voters', 'log.dirs'];

export interface DisposableKafka {
  /** `127.0.0.1:<port>`, for `new EventBus({ brokers })`. */
  readonly brokers: string[];
  /** SIGKILL, like a crash; the data dir is kept for `start()`. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts the broker again on the same ports and data and resolves once it serves requests. */
  start(): Promise<void>;
  /** Kills the broker and deletes its data. */
  dispose(): Promise<void>;
}

export interface DisposableKafkaOptions {
  /** How long a (re)start may take before it fails; JVM start-up is slow on a busy machine. */
  startTimeoutMs?: number;
  /** false: format it and pick its ports, but start it only at `start()` (a broker that comes late). */
  running?: boolean;
}

/** A random cluster id as Kafka's own: 16 bytes base64url, never starting with '-' (read as an option). */
function clusterId(): string {
  const id = randomBytes(16).toString('base64url');
  return id.startsWith('-') ? clusterId() : id;
}

/** Formats a fresh single-node KRaft broker in a temp dir, starts it (see `running`) and waits until it serves. */
export async function startDisposableKafka(options: DisposableKafkaOptions = {}): Promise<DisposableKafka> {
  if (!existsSync(join(LIBS, '.complete'))) {
    throw new Error('No Kafka jars in infra/kafka/.cache/libs: run infra/scripts/ensure-kafka.sh once');
  }
  const startTimeoutMs = options.startTimeoutMs ?? 90_000;
  const dir = await mkdtemp(join(tmpdir(), 'disposable-kafka-'));
  const [port, controllerPort] = [await freePort(), await freePort()];
  const config = join(dir, 'server.properties');
  await writeFile(config, await brokerConfig(dir, port, controllerPort));
  await java(['kafka.tools.StorageTool', 'format', '-t', clusterId(), '-c', config]);

  const brokers = [`127.0.0.1:${port}`];
  let broker: ChildProcess | undefined;
  const killOnExit = () => broker?.kill('SIGKILL');

  const kill = async () => {
    const running = broker;
    broker = undefined;
    process.off('exit', killOnExit);
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  const start = async () => {
    if (broker) throw new Error('The disposable broker is already running');
    broker = spawn(
      'java',
      [
        '-Xms128m',
        '-Xmx384m',
        '-XX:+UseG1GC',
        '-Djava.awt.headless=true',
        '-cp',
        CLASSPATH,
        `-Dlog4j.configuration=file:${join(KAFKA_DIR, 'log4j.properties')}`,
        `-Dkafka.logs.dir=${dir}`,
        'kafka.Kafka',
        config,
      ],
      { stdio: 'ignore' },
    );
    // A test that dies must not leave a JVM behind.
    process.once('exit', killOnExit);
    await untilServing(brokers, broker, startTimeoutMs, dir);
  };

  if (options.running ?? true) await start();
  return {
    brokers,
    kill,
    start,
    async dispose() {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function brokerConfig(dir: string, port: number, controllerPort: number): Promise<string> {
  const shared = (await readFile(join(KAFKA_DIR, 'server.properties'), 'utf8'))
    .split('\n')
    .filter((line) => !OWN_SETTINGS.some((key) => line.startsWith(`${key}=`)));
  return [
    ...shared,
    `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `log.dirs=${join(dir, 'data')}`,
    '',
  ].join('\n');
}

function java(args: string[]): Promise<unknown> {
  return promisify(execFile)('java', [
    '-cp',
    CLASSPATH,
    `-Dlog4j.configuration=file:${join(KAFKA_DIR, 'tools-log4j.properties')}`,
    ...args,
  ]);
}

// An open port is not enough: a metadata answer proves the broker joined its own controller.
async function untilServing(brokers: string[], broker: ChildProcess, timeoutMs: number, dir: string) {
  const bus = new EventBus({ brokers, clientId: 'disposable-kafka-probe', logger: silent });
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (broker.exitCode !== null || broker.signalCode !== null) {
      throw new Error(`The disposable broker exited while starting; see ${dir}/kafka.log`);
    }
    try {
      await bus.ensureTopics([]);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`The disposable broker did not serve within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

// Refused connections are the expected answer while the JVM starts; only errors of the test
// itself should reach the output.
const silent = { ...quietLogger, error: () => undefined };
