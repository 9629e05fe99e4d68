import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work done after the answer has gone, in this process: the mails of reset-link and appeal, so that
 * a known email and an unknown one do the same work before their answers and take the same time
 * (ADR 0039). A crash loses a pending mail; the shopper asks again, as for any lost mail.
 */
export interface AfterAnswer {
  /** Runs `task` once the current handler has answered; a failure is logged, never thrown. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Tests: tasks wait until the returned function is called, to see the answer come first. */
  hold(): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

export const afterAnswerPlugin = fp(async (app: FastifyInstance) => {
  const pending = new Set<Promise<void>>();
  let gate: Promise<void> = Promise.resolve();
  const afterAnswer: AfterAnswer = {
    run(name, task) {
      const running = gate
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(task)
        .catch((error) => app.log.error({ err: error, task: name }, 'after-answer task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    hold() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        release();
        gate = Promise.resolve();
      };
    },
  };
  app.decorate('afterAnswer', afterAnswer);
  // Before the database closes: the mails already promised are sent.
  app.addHook('onClose', async () => afterAnswer.idle());
});
