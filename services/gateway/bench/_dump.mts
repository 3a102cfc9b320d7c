import { Kafka, logLevel } from 'kafkajs';
const topic = process.argv[2]!;
const kafka = new Kafka({ brokers: ['127.0.0.1:9092'], logLevel: logLevel.ERROR });
const consumer = kafka.consumer({ groupId: `dump-${Date.now()}` });
await consumer.connect();
await consumer.subscribe({ topic, fromBeginning: true });
let n = 0; let last = Date.now();
const out: string[] = [];
await consumer.run({ eachMessage: async ({ partition, message }) => {
  n++; last = Date.now();
  const v = JSON.parse(message.value!.toString());
  if (n === 1) console.error(JSON.stringify(v).slice(0, 600), Object.keys(message.headers ?? {}));
  out.push([partition, message.offset, message.timestamp, v.type, v.occurredAt ?? v.occurred_at, v.data?.orderId ?? v.data?.messageId, v.position ?? v.globalPosition].join(','));
}});
while (Date.now() - last < 3000 || n === 0) await new Promise((r) => setTimeout(r, 500));
await consumer.disconnect();
const { writeFileSync } = await import('node:fs');
writeFileSync('/tmp/base/kafka-dump.csv', out.join('\n'));
console.error('messages', n);
