/**
 * The climate of the cities weather prompts name most, as forecast-temperatures.ts needs it: the
 * average daytime high in January and in July (°C) and how far the night falls below it. Rounded
 * climate normals; enough to say that Dubai in July is about 41 °C, Sydney's July is winter and
 * Singapore is the same all year, not to forecast a real day.
 */

/** A city's climate: January's and July's average high (°C), and the usual gap from high to low. */
export interface Climate {
  readonly january: number;
  readonly july: number;
  readonly range: number;
}

/** By the city's name as a prompt writes it, lower case. */
export const CITY_CLIMATES: Readonly<Record<string, Climate>> = {
  paris: { january: 7, july: 25, range: 8 },
  london: { january: 8, july: 23, range: 8 },
  rome: { january: 12, july: 31, range: 11 },
  madrid: { january: 10, july: 33, range: 13 },
  barcelona: { january: 14, july: 28, range: 7 },
  lisbon: { january: 15, july: 28, range: 8 },
  amsterdam: { january: 6, july: 22, range: 7 },
  berlin: { january: 3, july: 24, range: 9 },
  munich: { january: 2, july: 24, range: 10 },
  vienna: { january: 3, july: 26, range: 9 },
  prague: { january: 1, july: 24, range: 10 },
  zurich: { january: 3, july: 25, range: 9 },
  milan: { january: 6, july: 29, range: 10 },
  athens: { january: 13, july: 33, range: 9 },
  istanbul: { january: 9, july: 28, range: 7 },
  dublin: { january: 8, july: 20, range: 7 },
  edinburgh: { january: 7, july: 19, range: 7 },
  stockholm: { january: 1, july: 23, range: 8 },
  oslo: { january: 0, july: 22, range: 9 },
  copenhagen: { january: 3, july: 22, range: 7 },
  reykjavik: { january: 3, july: 14, range: 5 },
  moscow: { january: -4, july: 24, range: 9 },
  "new york": { january: 4, july: 29, range: 8 },
  boston: { january: 3, july: 28, range: 9 },
  chicago: { january: -1, july: 29, range: 9 },
  "san francisco": { january: 14, july: 22, range: 7 },
  "los angeles": { january: 20, july: 29, range: 10 },
  seattle: { january: 8, july: 26, range: 10 },
  miami: { january: 24, july: 32, range: 7 },
  denver: { january: 7, july: 31, range: 15 },
  austin: { january: 17, july: 36, range: 12 },
  phoenix: { january: 19, july: 41, range: 13 },
  "las vegas": { january: 14, july: 40, range: 13 },
  toronto: { january: -1, july: 27, range: 9 },
  montreal: { january: -5, july: 26, range: 10 },
  vancouver: { january: 7, july: 22, range: 8 },
  "mexico city": { january: 22, july: 24, range: 13 },
  "rio de janeiro": { january: 30, july: 26, range: 7 },
  "buenos aires": { january: 29, july: 15, range: 9 },
  tokyo: { january: 10, july: 31, range: 7 },
  kyoto: { january: 9, july: 33, range: 9 },
  seoul: { january: 2, july: 29, range: 8 },
  beijing: { january: 2, july: 31, range: 10 },
  shanghai: { january: 8, july: 32, range: 6 },
  "hong kong": { january: 19, july: 32, range: 5 },
  singapore: { january: 30, july: 31, range: 7 },
  bangkok: { january: 32, july: 33, range: 8 },
  mumbai: { january: 31, july: 30, range: 8 },
  delhi: { january: 21, july: 35, range: 10 },
  dubai: { january: 24, july: 41, range: 10 },
  cairo: { january: 19, july: 35, range: 11 },
  marrakech: { january: 18, july: 37, range: 13 },
  "cape town": { january: 26, july: 18, range: 9 },
  sydney: { january: 26, july: 17, range: 8 },
  melbourne: { january: 26, july: 14, range: 9 },
};

/** A mild climate for a place the table does not know: a temperate city's. */
export const TEMPERATE: Climate = { january: 6, july: 24, range: 8 };

/**
 * The average daytime high (°C) of `climate` in `month` (0 is January), between its January and July.
 * @example highIn(CITY_CLIMATES.paris, 6) // 25
 */
export function highIn(climate: Climate, month: number): number {
  const mean = (climate.january + climate.july) / 2;
  const swing = (climate.july - climate.january) / 2;
  return mean - swing * Math.cos((2 * Math.PI * month) / 12);
}
