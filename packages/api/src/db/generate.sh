#!/usr/bin/env bash
# Generates a SQL migration from src/db/schema.ts into packages/api/drizzle (commit the result).
# drizzle-kit sits in the root node_modules and must import drizzle-orm from there. Since
# @siyum/devstack shares drizzle-orm with @siyum/api, npm hoists it to the root and drizzle-kit runs
# as it is. Should npm place it under packages/api/node_modules again, this runs drizzle-kit from a
# scratch node_modules that links both. Usage: bash packages/api/src/db/generate.sh [--name <name>]
set -euo pipefail
api="$(cd "$(dirname "$0")/../.." && pwd)"
root="$(cd "$api/../.." && pwd)"
if [ ! -d "$api/node_modules/drizzle-orm" ]; then
  cd "$api"
  exec node "$root/node_modules/drizzle-kit/bin.cjs" generate --config drizzle.config.ts "$@"
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/node_modules"
for entry in "$root"/node_modules/*; do
  name="$(basename "$entry")"
  [ "$name" = "drizzle-orm" ] || ln -s "$entry" "$scratch/node_modules/$name"
done
ln -s "$api/node_modules/drizzle-orm" "$scratch/node_modules/drizzle-orm"
cd "$api"
node --preserve-symlinks --preserve-symlinks-main "$scratch/node_modules/drizzle-kit/bin.cjs" generate --config drizzle.config.ts "$@"
