#!/usr/bin/env bash
# Starts Debian's PostgreSQL on 127.0.0.1 with a `siyum` role and database for the server tests.
# Idempotent; needs root (CI). Prints the connection URL on stdout, progress on stderr.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "postgres: installing Debian postgresql…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >&2
fi
# pg_conftool writes the value unquoted, which breaks start-up: write the file directly.
echo "listen_addresses = '127.0.0.1'" > "/etc/postgresql/$version/main/conf.d/listen.conf"
pg_ctlcluster "$version" main start >&2 2>&1 || pg_ctlcluster "$version" main status >&2
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -q && break; sleep 0.5; done
su postgres -c "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname='siyum'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"CREATE ROLE siyum LOGIN PASSWORD 'siyum' CREATEDB\"" >&2
su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname='siyum_test'\"" | grep -q 1 ||
  su postgres -c "createdb -O siyum siyum_test" >&2
echo "postgres://siyum:siyum@127.0.0.1:5432/siyum_test"
