import type { CitiesAnswer, StatesAnswer } from '@oja/contract/logistics';
import { messages } from '@oja/contract/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, states } from '../../db/tables/logistics.ts';
import { notFound } from '../../lib/http-errors.ts';

/** GET logistics/states: every delivery region, alphabetical. */
export async function listStates(db: Executor): Promise<StatesAnswer> {
  return db
    .select({ station_description: states.stationDescription, station_code: states.stationCode })
    .from(states)
    .orderBy(asc(states.stationDescription));
}

/** GET logistics/{state_code}/cities: the region's towns, alphabetical; an unknown region is a 404. */
export async function listCities(db: Executor, stationCode: string): Promise<CitiesAnswer> {
  const state = await findState(db, stationCode);
  if (!state) throw notFound(messages.regionNotServed);
  return db
    .select({
      deliverytowncode: cities.deliverytowncode,
      deliverytownid: cities.deliverytownid,
      name: cities.name,
    })
    .from(cities)
    .where(eq(cities.stationCode, state.stationCode))
    .orderBy(asc(cities.name));
}

export type State = { stationCode: string; stationDescription: string };

/** Station codes are matched exactly as the provider spells them (upper case), after trimming. */
export const stationCodeOf = (input: string) => input.trim().toUpperCase();

export async function findState(db: Executor, stationCode: string): Promise<State | null> {
  const [state] = await db
    .select({ stationCode: states.stationCode, stationDescription: states.stationDescription })
    .from(states)
    .where(eq(states.stationCode, stationCodeOf(stationCode)))
    .limit(1);
  return state ?? null;
}

export type Town = { deliverytownid: string; name: string };

/** A town of the given region only: a real town of another region is not found. */
export async function findTown(db: Executor, stationCode: string, townId: string): Promise<Town | null> {
  const [town] = await db
    .select({ deliverytownid: cities.deliverytownid, name: cities.name })
    .from(cities)
    .where(and(eq(cities.stationCode, stationCode), eq(cities.deliverytownid, townId.trim())))
    .limit(1);
  return town ?? null;
}

/** 'Akwa-Ibom State' and 'akwa ibom' compare equal: letters and digits only, no trailing 'state'. */
function normalizeStateName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\bstate\s*$/, '')
    .replace(/[^a-z0-9]/g, '');
}

// Names people write for a region that are not its station description. The FCT is the usual case:
// vendors write 'FCT' or 'Abuja' where the provider says 'Federal Capital Territory'.
const ALIASES: Record<string, string> = {
  fct: 'federalcapitalterritory',
  abuja: 'federalcapitalterritory',
  abujafct: 'federalcapitalterritory',
  fctabuja: 'federalcapitalterritory',
};

/**
 * Resolves state names as vendors write them to station codes: by description (case, spaces,
 * hyphens and a trailing 'State' ignored), by the station code itself, by the initials of a
 * description of three words or more ('FCT'), and by the aliases above. Unknown names give null.
 */
export function stateNameResolver(rows: readonly State[]): (name: string) => string | null {
  const byKey = new Map<string, string>();
  for (const { stationCode, stationDescription } of rows) {
    const key = normalizeStateName(stationDescription);
    byKey.set(key, stationCode);
    byKey.set(stationCode.toLowerCase(), stationCode);
    const words = stationDescription.trim().split(/\s+/);
    if (words.length >= 3) byKey.set(normalizeStateName(words.map((w) => w[0]).join('')), stationCode);
  }
  return (name) => {
    const key = normalizeStateName(name);
    return byKey.get(key) ?? byKey.get(ALIASES[key] ?? '') ?? null;
  };
}
