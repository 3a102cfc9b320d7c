import { describe, expect, it } from 'vitest';
import { writeKafkaLog } from './kafka-log.ts';

function recorder() {
  const lines: { level: string; fields: object; msg: string | undefined }[] = [];
  const at = (level: string) => (fields: object, msg?: string) => void lines.push({ level, fields, msg });
  return { lines, logger: { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') } };
}

describe("kafkajs's lines in the app's log", () => {
  it("keep kafkajs's fields apart, so its numeric correlationId is not taken for the app's", () => {
    const { lines, logger } = recorder();
    writeKafkaLog(logger, {
      namespace: 'Connection',
      level: 'error',
      log: {
        message: 'Response Metadata(key: 3, version: 6)',
        timestamp: '2026-11-27T20:00:04.745Z',
        logger: 'kafkajs',
        broker: '127.0.0.1:9092',
        error: 'The server experienced an unexpected error when processing the request',
        correlationId: 4,
      },
    });
    expect(lines).toEqual([
      {
        level: 'error',
        msg: 'Response Metadata(key: 3, version: 6)',
        fields: {
          kafka: 'Connection',
          kafkajs: {
            broker: '127.0.0.1:9092',
            error: 'The server experienced an unexpected error when processing the request',
            correlationId: 4,
          },
        },
      },
    ]);
    expect(lines[0]?.fields).not.toHaveProperty('correlationId');
  });

  it.each([
    ['Response CreateTopics(key: 19, version: 3)', 'Topic creation errors'],
    ['Response FindCoordinator(key: 10, version: 2)', 'The group coordinator is not available'],
    [
      '[Connection] Response JoinGroup(key: 11, version: 5)',
      "The coordinator is loading and hence can't process requests",
    ],
    [
      'Response Metadata(key: 3, version: 6)',
      'There is no leader for this topic-partition as we are in the middle of a leadership election',
    ],
    ['Response ListOffsets(key: 2, version: 3)', 'This server is not the leader for that topic-partition'],
    // A consumer's subscription asking for a topic another consumer of the process is creating.
    ['Response Metadata(key: 3, version: 6)', 'This server does not host this topic-partition'],
    ['Connection error: connect ECONNREFUSED 127.0.0.1:9092', undefined],
  ])('logs a start-up race or an absent broker at debug: %s', (message, error) => {
    const { lines, logger } = recorder();
    writeKafkaLog(logger, { namespace: 'Connection', level: 'error', log: { message, error } });
    expect(lines.map((l) => l.level)).toEqual(['debug']);
  });

  it('keeps a warning a warning', () => {
    const { lines, logger } = recorder();
    writeKafkaLog(logger, {
      namespace: 'Runner',
      level: 'warn',
      log: { message: 'Batch took too long to process' },
    });
    expect(lines.map((l) => l.level)).toEqual(['warn']);
  });
});
