import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

/** A task that finishes (or fails) only when the test says so, and records when it started. */
function controlledTasks(count: number) {
  const started: number[] = [];
  const finish: Array<(fail?: boolean) => void> = [];
  const tasks = Array.from({ length: count }, (_, i) => () => {
    started.push(i);
    return new Promise<number>((resolve, reject) => {
      finish[i] = (fail) => (fail ? reject(new Error(`task ${i} failed`)) : resolve(i));
    });
  });
  return { started, finish, tasks };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('starts no more than max tasks at once and the next ones in arrival order as places free', async () => {
    const limit = concurrencyLimit(2);
    const { started, finish, tasks } = controlledTasks(5);
    const results = tasks.map((task) => limit(task));
    await settle();
    expect(started).toEqual([0, 1]);
    finish[1]!();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    finish[0]!();
    finish[2]!();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3]!();
    finish[4]!();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the place of a failed task and hands its error to its caller', async () => {
    const limit = concurrencyLimit(1);
    const { started, finish, tasks } = controlledTasks(2);
    const first = limit(tasks[0]!);
    const second = limit(tasks[1]!);
    await settle();
    expect(started).toEqual([0]);
    finish[0]!(true);
    await expect(first).rejects.toThrow('task 0 failed');
    await settle();
    expect(started).toEqual([0, 1]);
    finish[1]!();
    expect(await second).toBe(1);
  });

  it('lets a newcomer start at once when a place is free again', async () => {
    const limit = concurrencyLimit(1);
    const { started, finish, tasks } = controlledTasks(2);
    const first = limit(tasks[0]!);
    finish[0]!();
    await first;
    const second = limit(tasks[1]!);
    await settle();
    expect(started).toEqual([0, 1]);
    finish[1]!();
    expect(await second).toBe(1);
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError);
    expect(() => concurrencyLimit(1.5)).toThrow(RangeError);
  });
});
