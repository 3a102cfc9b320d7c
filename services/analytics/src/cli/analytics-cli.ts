// npm run analytics -- tail <topic> | funnel: the example analytics consumer (see USAGE and
// docs/analytics.md). Each run reads with a consumer group of its own and stops on Ctrl-C.
// `pseudonym <user|device> <id>` prints what the topics call that id, and reads no topic.

import { EventBus, type RunningConsumer } from '@wine/platform/bus/kafka';
import { argsOrExit } from '@wine/platform/cli/cli-args';
import { loadConfig } from '@wine/platform/config/load-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { analyticsConfigSchema } from '../analytics-config.ts';
import { analyticsPseudonymKey, pseudonyms } from '../privacy/pseudonyms.ts';
import { parseCliArgs, USAGE } from './cli-args.ts';
import { stderrLogger } from './cli-logger.ts';
import { funnel } from './funnel-command.ts';
import { tail } from './tail-command.ts';

const command = argsOrExit(USAGE, parseCliArgs);
if (command.command === 'pseudonym') {
  const of = pseudonyms(analyticsPseudonymKey(loadConfig(analyticsConfigSchema)));
  console.log(of[command.kind](command.id));
  process.exit(0);
}
const { KAFKA_BROKERS } = loadConfig(platformConfigSchema.pick({ KAFKA_BROKERS: true }));
const bus = new EventBus({ brokers: KAFKA_BROKERS, clientId: 'analytics-cli', logger: stderrLogger });

const running: RunningConsumer =
  command.command === 'tail' ? await tail(bus, command.topic, command.sinceMs) : await funnel(bus, command);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
