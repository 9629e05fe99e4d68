import type { ScenarioSource } from '../scenarios.ts';

/** The cart scenarios of `npm run bench` (added by the cart issue). */
export const cartScenarios: ScenarioSource = async () => [];
