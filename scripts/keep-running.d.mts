import type { ChildProcess, SpawnOptions } from 'node:child_process';
import type { EventEmitter } from 'node:events';

/** Types of keep-running.mjs, for the API's tests that drive it. */
export declare const LISTENING: 'oja:listening';

export type KeptRunning = EventEmitter & {
  readonly done: Promise<number>;
  readonly child: ChildProcess | null;
  stop(signal?: NodeJS.Signals): Promise<number>;
};

export declare function keepRunning(options: {
  command: string;
  args?: string[];
  options?: SpawnOptions;
  firstDelayMs?: number;
  maxDelayMs?: number;
  healthyMs?: number;
  log?: (line: string) => void;
}): KeptRunning;
