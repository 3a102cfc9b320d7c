import type { AnalyticsTopic } from '@wine/contracts/analytics/analytics-topics';
import type { EventBus, RunningConsumer } from '@wine/platform/bus/kafka';
import { cliGroupId } from './cli-group-id.ts';

/**
 * Prints each message as one JSON line (`{"partition":0,"offset":"7","key":"u-1","value":{...}}`),
 * ready for `| jq`. Starts at the end of the topic, or `sinceMs` ago.
 */
export async function tail(
  bus: EventBus,
  topic: AnalyticsTopic,
  sinceMs: number | undefined,
): Promise<RunningConsumer> {
  await bus.ensureTopics([topic]);
  return bus.consume({
    groupId: cliGroupId('tail'),
    topics: [topic],
    fromBeginning: false,
    ...(sinceMs === undefined ? {} : { fromTimestamp: Date.now() - sinceMs }),
    eachBatch: async ({ partition, messages }) => {
      for (const m of messages) {
        const line = {
          partition,
          offset: m.offset,
          key: m.key,
          value: parseOrText(m.value.toString('utf8')),
        };
        process.stdout.write(`${JSON.stringify(line)}\n`);
      }
    },
  });
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
