import type { ScenarioSource } from '../scenarios.ts';

/** The catalog scenarios of `npm run bench` (added by the catalog issue). */
export const catalogScenarios: ScenarioSource = async () => [];
