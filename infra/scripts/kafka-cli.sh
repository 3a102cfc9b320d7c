#!/usr/bin/env bash
# Run a Kafka CLI tool against the cached jars (what Kafka's bin/*.sh would do).
#   infra/scripts/kafka-cli.sh topics --bootstrap-server 127.0.0.1:9092 --list
#   infra/scripts/kafka-cli.sh org.apache.kafka.tools.ClusterTool cluster-id --bootstrap-server 127.0.0.1:9092
# Short names: topics, consumer-groups, console-producer, console-consumer, storage;
# anything else is taken as a fully qualified class name.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

KAFKA_DIR="$ROOT/infra/kafka"
LIBS="$KAFKA_DIR/.cache/libs"
[[ -f "$LIBS/.complete" ]] || die "Kafka jars not fetched yet: run infra/scripts/ensure-kafka.sh first"
[[ $# -ge 1 ]] || die "usage: $0 <tool|class> [args...]"

tool="$1"; shift
case "$tool" in
  topics)           class=org.apache.kafka.tools.TopicCommand ;;
  consumer-groups)  class=org.apache.kafka.tools.consumer.group.ConsumerGroupCommand ;;
  console-producer) class=kafka.tools.ConsoleProducer ;;
  console-consumer) class=org.apache.kafka.tools.consumer.ConsoleConsumer ;;
  storage)          class=kafka.tools.StorageTool ;;
  *)                class="$tool" ;;
esac
exec java -cp "$LIBS/*" -Dlog4j.configuration="file:$KAFKA_DIR/tools-log4j.properties" "$class" "$@"
