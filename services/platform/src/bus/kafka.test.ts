import { randomBytes } from 'node:crypto';
import { type PartitionerArgs, Partitioners } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { keyHashPartitioner } from './kafka.ts';

const partitionMetadata = (n: number): PartitionerArgs['partitionMetadata'] =>
  Array.from({ length: n }, (_, partitionId) => ({
    partitionErrorCode: 0,
    partitionId,
    leader: 1,
    replicas: [1],
    isr: [1],
  }));

describe('the key-hash partitioner', () => {
  it('puts every key on the partition kafkajs DefaultPartitioner (Java murmur2) would', () => {
    const ours = keyHashPartitioner();
    const theirs = Partitioners.DefaultPartitioner();
    const keys = [
      '',
      'a',
      'ab',
      'abc',
      'abcd',
      'orders/order/0193a5c2-7d1e-7c3a-9f00-000000000001',
      'ledger/account/Grüner Veltliner – Ried',
      ...Array.from({ length: 2000 }, (_, i) => `ledger/account/pre-${i}`),
      ...Array.from({ length: 500 }, () => randomBytes(1 + ((randomBytes(1)[0] as number) % 40))),
    ];
    for (const partitions of [1, 3, 7, 12]) {
      for (const key of keys) {
        const args = {
          topic: 't',
          partitionMetadata: partitionMetadata(partitions),
          message: { key, value: 'v' },
        };
        expect(ours(args)).toBe(theirs(args));
      }
    }
  });

  it('keeps an explicit partition', () => {
    const args = {
      topic: 't',
      partitionMetadata: partitionMetadata(3),
      message: { key: 'k', value: 'v', partition: 2 },
    };
    expect(keyHashPartitioner()(args)).toBe(2);
  });
});
