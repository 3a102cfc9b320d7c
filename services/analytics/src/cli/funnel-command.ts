import type { AbGroup } from '@wine/contracts/ab-group';
import { AbGroupAssignedOnTopic } from '@wine/contracts/analytics/ab-assignment';
import { analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import { ConversionEventOnTopic } from '@wine/contracts/analytics/conversion-event';
import { PageViewedOnTopic } from '@wine/contracts/analytics/page-view';
import type { ConsumedBatch, EventBus, RunningConsumer } from '@wine/platform/bus/kafka';
import { computeFunnel } from '../funnel/compute-funnel.ts';
import { formatFunnel } from '../funnel/format-funnel.ts';
import { type FunnelEvent, funnelEventOf } from '../funnel/funnel-event.ts';
import { cliGroupId } from './cli-group-id.ts';

export interface FunnelOptions {
  sinceMs: number;
  experiment: string | undefined;
  everyMs: number;
}

/**
 * Reads conversions and page views from `sinceMs` ago and, with an experiment, every assignment
 * still on its topic (a user assigned yesterday may buy today), and reprints the funnel every
 * `everyMs`. Stop it to print the final figures.
 */
export async function funnel(bus: EventBus, opts: FunnelOptions): Promise<RunningConsumer> {
  const fromMs = Date.now() - opts.sinceMs;
  const events: FunnelEvent[] = [];
  const latestGroup = new Map<string, { group: AbGroup; atMs: number }>();
  let unreadable = 0;

  const readEvents = async ({ topic, messages }: ConsumedBatch) => {
    const schema = topic === analyticsTopics.pageViews ? PageViewedOnTopic : ConversionEventOnTopic;
    for (const m of messages) {
      const parsed = schema.safeParse(parseJson(m.value));
      if (!parsed.success) unreadable++;
      else if (Date.parse(parsed.data.receivedAt) >= fromMs) {
        const event = funnelEventOf(parsed.data);
        if (event) events.push(event);
      }
    }
  };
  const readAssignments = async ({ messages }: ConsumedBatch) => {
    for (const m of messages) {
      const parsed = AbGroupAssignedOnTopic.safeParse(parseJson(m.value));
      if (!parsed.success) unreadable++;
      // A version 1 assignment (null) named its device in clear: no event of version 2 joins it.
      else if (parsed.data !== null && parsed.data.experiment === opts.experiment) {
        const { devicePseudonym, group, assignedAt } = parsed.data;
        const atMs = Date.parse(assignedAt);
        if ((latestGroup.get(devicePseudonym)?.atMs ?? -1) <= atMs)
          latestGroup.set(devicePseudonym, { group, atMs });
      }
    }
  };

  const topics = [analyticsTopics.conversions, analyticsTopics.pageViews];
  await bus.ensureTopics([...topics, analyticsTopics.abAssignments]);
  const consumers = [
    await bus.consume({
      groupId: cliGroupId('funnel'),
      topics,
      fromTimestamp: fromMs,
      eachBatch: readEvents,
    }),
  ];
  if (opts.experiment) {
    consumers.push(
      await bus.consume({
        groupId: cliGroupId('funnel-assignments'),
        topics: [analyticsTopics.abAssignments],
        fromBeginning: true,
        eachBatch: readAssignments,
      }),
    );
  }

  let printed = '';
  const render = () => {
    const grouping = opts.experiment
      ? { experiment: opts.experiment, groupOf: (device: string) => latestGroup.get(device)?.group }
      : undefined;
    const title = [
      `Funnel since ${new Date(fromMs).toISOString()}`,
      opts.experiment
        ? `experiment ${opts.experiment}`
        : 'all users (add --experiment <name> to split by A/B group)',
      `${events.length} funnel events`,
      ...(unreadable > 0 ? [`${unreadable} unreadable messages skipped`] : []),
    ].join(' | ');
    const text = `${title}\n\n${formatFunnel(computeFunnel(events, grouping))}\n`;
    if (text === printed) return;
    printed = text;
    // On a terminal the table redraws in place; piped, each change is appended.
    process.stdout.write(process.stdout.isTTY ? `\x1b[2J\x1b[H${text}` : `${text}\n`);
  };
  render();
  const timer = setInterval(render, opts.everyMs);

  return {
    async stop() {
      clearInterval(timer);
      for (const consumer of consumers) await consumer.stop();
      render();
    },
  };
}

function parseJson(value: Buffer): unknown {
  try {
    return JSON.parse(value.toString('utf8'));
  } catch {
    return undefined;
  }
}
