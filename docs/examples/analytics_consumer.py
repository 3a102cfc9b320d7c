#!/usr/bin/env python3
"""A small typed consumer of the shop's analytics topics, in Python (docs/analytics.md).

Reads what Kafka's console consumer prints with its headers, one message a line:

    infra/scripts/kafka-cli.sh console-consumer --bootstrap-server 127.0.0.1:9092 \
        --topic analytics.page-views --from-beginning --property print.headers=true \
      | python3 docs/examples/analytics_consumer.py

Each line is `name:value,name:value<TAB><json>`. The CloudEvents headers say what the message is
(`ce_type`) and where its JSON Schema is (`ce_dataschema`, served by the gateway): the message is
validated against it before it is used, and routed on its type without parsing it first. Prints
one line per message; exits 1 at the first message that does not match its schema.
"""
import json
import sys
import urllib.request

from jsonschema import Draft202012Validator

validators = {}


def validator_for(url):
    """The schema at `url`, fetched once."""
    if url not in validators:
        with urllib.request.urlopen(url, timeout=10) as response:
            validators[url] = Draft202012Validator(json.load(response))
    return validators[url]


def headers_of(text):
    """`a:1,b:2` as the console consumer prints headers; a value may itself hold colons (URLs)."""
    pairs = (item.split(":", 1) for item in text.split(",") if item)
    return {name: value for name, value in pairs}


def who(message):
    """Whom a message is about: the user's keyed pseudonym, else the device's (schemaVersion 2).

    Join on these, never expect an id: the topics carry no user or device id in clear. Version 1
    messages (older than issue 35, until retention removes them) join nothing.
    """
    return message.get("userPseudonym") or message.get("devicePseudonym") or "someone"


def handle(event_type, message):
    """Where a real consumer would load a warehouse table; here, one readable line."""
    if event_type == "PageViewed":
        return f"page view of {message['page']} by {who(message)}"
    if event_type == "ConversionEventReceived":
        return f"{message['eventName']} of {message['productId'] or '-'} by {who(message)}"
    if event_type == "AbGroupAssigned":
        return f"{who(message)} in group {message['group']} of {message['experiment']}"
    return f"{event_type} (not read by this consumer)"


def main():
    for line in sys.stdin:
        line = line.rstrip("\n")
        if not line:
            continue
        header_text, _, value = line.partition("\t")
        headers = headers_of(header_text)
        if headers.get("ce_specversion") != "1.0":
            print(f"not a CloudEvent: {line[:80]}", file=sys.stderr)
            return 1
        message = json.loads(value)
        errors = sorted(validator_for(headers["ce_dataschema"]).iter_errors(message), key=str)
        if errors:
            print(f"{headers['ce_type']} {headers['ce_id']}: {errors[0].message}", file=sys.stderr)
            return 1
        print(f"{headers['ce_type']} {headers['ce_id']} valid: {handle(headers['ce_type'], message)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
