#!/usr/bin/env bash
# The "one way" counts of docs/engineering.md ("One way, counted"): each line is a pattern the
# front end keeps at zero (or one definition), counted with git grep over the source of the
# screens (tests, generated validators and the server left out).
#   scripts/one-way-counts.sh          the working tree
#   scripts/one-way-counts.sh main     any commit, to compare before and after
set -euo pipefail
cd "$(dirname "$0")/.."
REV=("$@")
SCREENS=(':(glob)mfe-*/src/**' ':(glob)shell/src/**' ':(glob)packages/*/src/**')
NOT=(':!:**/*.test.ts' ':!:**/*.test.tsx' ':!:**/test-support/**' ':!:packages/api-server/**'
  ':!:packages/contracts/src/api/validators/compiled/**')

count() { # count <what> <pattern> [extra pathspecs…]
  local what=$1 pattern=$2
  shift 2
  local n
  n=$( (git grep -nE "$pattern" "${REV[@]}" -- "${SCREENS[@]}" "${NOT[@]}" "$@" || true) | wc -l)
  printf '%4d  %s\n' "$n" "$what"
}

echo '-- errors (0 each; the client itself excepted)'
count "message decoding ('HTTP n', 'Network error', comparing .message)" \
  "/\^HTTP|'Network error'|\b(error|failure|caught)\.message ?[!=]==" ':!:packages/api-client/**'
count 'error.message shown or read by a screen' '\b(error|caught)\.message\b|\.error\.message\b' \
  ':!:packages/api-client/**' ':!:packages/contracts/**'
count 'field messages copied from error.errors (not fieldErrors)' '\b(error|failure|caught)\.errors\b' \
  ':!:packages/api-client/**'
count 'serverFieldErrors copies' 'serverFieldErrors'
echo '-- profiles (1: packages/profile)'
count 'password forms (PasswordChangeFields rendered)' '<PasswordChangeFields'
echo '-- list state (1 search hook)'
count 'hand-written URL searches (useDebouncedValue / setTimeout search outside useListSearch)' \
  'useDebouncedValue\(|useSearchText\(|setList\(\{ search: searchText' ':!:packages/design-system/src/table/**' \
  ':!:packages/design-system/src/hooks/**'
echo '-- formatting (1 module: packages/contracts/src/format)'
count 'money formatters outside it' "function format(Money|Price|Currency|Amount|Naira)|style: ?'currency'" \
  ':!:packages/contracts/src/format/**'
count 'date formatters outside it (toLocaleDate/TimeString, new Intl.DateTimeFormat)' \
  'toLocale(Date|Time)String\(|new Intl\.DateTimeFormat' ':!:packages/contracts/src/format/**'
count 'quantity formatters outside it' 'maximumFractionDigits' ':!:packages/contracts/src/format/**'
count 'debounce hooks defined' 'function use[A-Za-z]*Debounce'
echo '-- words of the past (0)'
git grep -nE '[Ii]ssue #?[0-9]+|\bwave [0-9]|part [0-9]' "${REV[@]}" -- ':(glob)mfe-*/**' ':(glob)packages/**' \
  ':(glob)shell/**' ':(glob)docs/**' ':!:packages/contracts/src/api/validators/compiled/**' |
  { grep -E '\.(ts|tsx|md|mjs|cjs):' || true; } | wc -l | xargs printf '%4d  issue/wave/part numbers in code, comments and docs\n' || true
git grep -nE "\b[Tt]he issue('s)?\b|\bissue's\b|\b(admin|portal) issues\b" "${REV[@]}" -- ':(glob)mfe-*/**' \
  ':(glob)packages/**' ':(glob)shell/**' ':(glob)docs/**' ':!:packages/contracts/src/api/validators/compiled/**' |
  { grep -E '\.(ts|tsx|md|mjs|cjs):' || true; } | wc -l | xargs printf '%4d  "the issue" as a source of the work\n' || true
