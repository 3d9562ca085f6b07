import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags that keep the embedded database's WebAssembly in V8's baseline compiler (Liftoff).
 *
 * By default V8 recompiles the hottest WebAssembly functions with its optimising compiler in a
 * background thread. For PGlite one of them is PostgreSQL's grammar (`raw_parser`, a 105 KB
 * function): it takes about 500 MB of compiler memory and several seconds of a core after every
 * start, which held the server's memory far above its idle budget. Without it a query costs a few
 * per cent more CPU in the database thread (the grammar up to a quarter more), and the baseline
 * code is smaller, as it needs no tier-up counters.
 *
 * `node --liftoff-only` does this from the command line, where it implies these two flags; set
 * while the process runs, `--liftoff-only` alone changes nothing, so the flags that decide are set
 * themselves. They apply to WebAssembly compiled after they are set: the database thread's.
 */
export const BASELINE_ONLY_WASM_FLAGS = ['--no-wasm-dynamic-tiering', '--no-wasm-tier-up'] as const;

/** Sets BASELINE_ONLY_WASM_FLAGS for the whole process; call before the database thread starts. */
export function keepWasmInBaselineCompiler(): void {
  for (const flag of BASELINE_ONLY_WASM_FLAGS) setFlagsFromString(flag);
}
