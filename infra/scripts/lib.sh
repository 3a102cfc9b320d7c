# shellcheck shell=bash
# Shared helpers for infra/scripts/*.sh. Source it, don't run it.
# Messages go to stderr so callers (services-up.sh) can keep stdout for env values.

# Repo root, computed from this file's location so every clone location works.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# Runtime state (pids, data, logs); git-ignored.
# shellcheck disable=SC2034  # used by the scripts that source this file
RUN_DIR="$ROOT/.run"

log() { printf '[%s] %s\n' "$(basename "$0" .sh)" "$*" >&2; }
die() { printf '[%s] ERROR: %s\n' "$(basename "$0" .sh)" "$*" >&2; exit 1; }

# wait_for SECONDS CMD...: retry CMD every 0.5 s until it succeeds or time runs out.
wait_for() {
  local deadline=$((SECONDS + $1)); shift
  until "$@" >/dev/null 2>&1; do
    ((SECONDS < deadline)) || return 1
    sleep 0.5
  done
}

# tcp_open HOST PORT: true if something accepts a TCP connection (bash /dev/tcp, no nc needed).
tcp_open() {
  timeout 2 bash -c ">/dev/tcp/$1/$2" 2>/dev/null
}

# port_owner PORT: who listens on a TCP port, e.g. `java (pid 6349)`, for messages; "an unknown
# process" when ss is missing or may not see other users' processes.
port_owner() {
  local users
  users="$(ss -ltnpH "sport = :$1" 2>/dev/null | grep -o 'users:(("[^"]*",pid=[0-9]*' | head -n1)"
  if [[ "$users" =~ \"([^\"]*)\",pid=([0-9]+) ]]; then echo "${BASH_REMATCH[1]} (pid ${BASH_REMATCH[2]})"
  else echo "an unknown process"; fi
}

# is_broker PID: true if PID is a live Kafka broker (pids get recycled; a zombie has no cmdline).
is_broker() { tr '\0' ' ' 2>/dev/null <"/proc/$1/cmdline" | grep -q 'kafka\.Kafka'; }
broker_gone() { ! is_broker "$1"; }
