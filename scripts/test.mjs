#!/usr/bin/env node
/* global Buffer, console, process */
// The one test command (`npm test`): lint and type check side by side, then every Vitest project (unit,
// component, contract, architecture and the browser suite). Every step runs even when an
// earlier one failed, so one run shows everything; the last line is the summary
// `N passed, N failed[, N skipped]`, and the exit code is non-zero if anything failed.
// Extra arguments go to Vitest: `npm test -- tests/application`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const REPORT = join('test-results', 'vitest.json');

const header = (label, command, args) => `\n▶ ${label}: ${[command.replace(`${root}/`, ''), ...args].join(' ')}`;
const outcome = (code, started) => ({ ok: code === 0, code: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) });

/**
 * Runs a check beside the others, holding its output until it ends so the log reads one check at a
 * time. Lint and the type check are one core each: side by side they take the time of the longer.
 */
function runBeside(label, command, args) {
  const started = Date.now();
  const output = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const finish = (code, error) => {
      if (ended) return;
      ended = true;
      console.log(header(label, command, args));
      process.stdout.write(Buffer.concat(output));
      if (error) console.error(error.message);
      resolve(outcome(code, started));
    };
    child.on('error', (error) => finish(1, error));
    child.on('close', (code) => finish(code));
  });
}

function run(label, command, args) {
  console.log(header(label, command, args));
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) console.error(result.error.message);
  return outcome(result.status, started);
}

/** Counts from Vitest's JSON report; a test file that failed outside any test counts as one failure. */
function countTests(reportPath) {
  if (!existsSync(reportPath)) return null;
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const filesFailedOutsideTests = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + filesFailedOutsideTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    filesFailedOutsideTests,
  };
}

const [lint, typecheck] = await Promise.all([runBeside('lint', bin('eslint'), ['.']), runBeside('typecheck', bin('tsc'), ['--noEmit', '-p', '.'])]);

const reportPath = join(root, REPORT);
rmSync(reportPath, { force: true });
mkdirSync(dirname(reportPath), { recursive: true });
const vitest = run('tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${REPORT}`, ...process.argv.slice(2)]);
const counts = countTests(reportPath);

console.log('');
console.log(`lint: ${lint.ok ? 'ok' : 'FAILED'} (${lint.seconds} s)`);
console.log(`typecheck: ${typecheck.ok ? 'ok' : 'FAILED'} (${typecheck.seconds} s)`);
if (!counts) {
  console.log(`tests: FAILED, Vitest wrote no report (exit code ${vitest.code}, ${vitest.seconds} s)`);
} else {
  const outside = counts.filesFailedOutsideTests ? `, ${counts.filesFailedOutsideTests} file(s) failed outside any test` : '';
  const errors = !vitest.ok && counts.failed === 0 ? `, Vitest exited with code ${vitest.code} (an error outside the tests)` : '';
  console.log(`tests: ${vitest.ok ? 'ok' : 'FAILED'} (${vitest.seconds} s${outside}${errors})`);
}

const passed = counts?.passed ?? 0;
const failed = counts ? counts.failed : 1;
const skipped = counts?.skipped ?? 0;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

process.exit(lint.ok && typecheck.ok && vitest.ok && failed === 0 ? 0 : 1);
