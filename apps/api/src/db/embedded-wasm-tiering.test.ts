import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const MODULE_URL = new URL('./embedded-wasm-tiering.ts', import.meta.url).href;

/** One exported function `f(n)` that sums n..1 in a loop: hot enough for V8 to optimise it. */
const HOT_WASM_HEX =
  '0061736d0100000001060160017f017f03020100070501016600000a1b011901017f0340200120006a210120004101' + '6b22000d000b20010b';

/**
 * Runs the hot function in a fresh Node.js, after keepWasmInBaselineCompiler() when `keep`, and
 * returns V8's trace of the compilations (tier-up runs synchronously, so it is in the trace when
 * the loop ends).
 */
function compilationsOfHotFunction(keep: boolean): string {
  const script = `
    ${keep ? `const { keepWasmInBaselineCompiler } = await import(${JSON.stringify(MODULE_URL)}); keepWasmInBaselineCompiler();` : ''}
    const { instance } = await WebAssembly.instantiate(Buffer.from('${HOT_WASM_HEX}', 'hex'));
    let sum = 0;
    for (let i = 0; i < 20000; i += 1) sum += instance.exports.f(1000);
    console.log('sum', sum);
  `;
  const run = spawnSync(
    process.execPath,
    ['--trace-wasm-compilation-times', '--wasm-sync-tier-up', '--import', 'tsx', '--input-type=module', '--eval', script],
    { encoding: 'utf8', timeout: 30_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('sum 10010000000');
  return run.stdout;
}

describe('keepWasmInBaselineCompiler', () => {
  it('keeps a hot WebAssembly function out of the optimising compiler once set, where V8 otherwise optimises it', () => {
    const byDefault = compilationsOfHotFunction(false);
    expect(byDefault).toMatch(/using Liftoff/);
    expect(byDefault).toMatch(/using TurboFan/);

    const kept = compilationsOfHotFunction(true);
    expect(kept).toMatch(/using Liftoff/);
    expect(kept).not.toMatch(/using TurboFan/);
  }, 60_000);
});
