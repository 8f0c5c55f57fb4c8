#!/usr/bin/env bash
# Generates a SQL migration from src/db/schema.ts into packages/api/drizzle (commit the result).
# npm placed drizzle-orm under packages/api/node_modules while drizzle-kit sits in the root
# node_modules, where it cannot import drizzle-orm; this runs drizzle-kit from a scratch
# node_modules that links both. Usage: bash packages/api/src/db/generate.sh [--name <name>]
set -euo pipefail
api="$(cd "$(dirname "$0")/../.." && pwd)"
root="$(cd "$api/../.." && pwd)"
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
