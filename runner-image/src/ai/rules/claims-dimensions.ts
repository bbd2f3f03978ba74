/**
 * Quantities with units, as people write them and as pages show them: "a 5 minute wait" is the Wait column's
 * "5 min", "3.5 m deep" is the Depth term's "3.5 m".
 */

/** Units by one name each: "5 minutes", "5 mins" and "5 min" are the same quantity; "5 m" is metres, never minutes. */
const UNITS: Readonly<Record<string, string>> = {
  ...names('min', ['min', 'mins', 'minute', 'minutes']),
  ...names('h', ['h', 'hr', 'hrs', 'hour', 'hours']),
  ...names('s', ['s', 'sec', 'secs', 'second', 'seconds']),
  ...names('m', ['m', 'metre', 'metres', 'meter', 'meters']),
  ...names('km', ['km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers']),
  ...names('cm', ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters']),
  ...names('mm', ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters']),
  ...names('kg', ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms']),
  ...names('g', ['g', 'gram', 'grams', 'gramme', 'grammes']),
  ...names('l', ['l', 'litre', 'litres', 'liter', 'liters']),
  ...names('ml', ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters']),
  ...names('ft', ['ft', 'foot', 'feet']),
  ...names('mi', ['mi', 'mile', 'miles']),
  ...names('wk', ['wk', 'wks', 'week', 'weeks']),
  ...names('yr', ['yr', 'yrs', 'year', 'years']),
};

function names(unit: string, all: readonly string[]): Record<string, string> {
  return Object.fromEntries(all.map((n) => [n, unit]));
}

/** Whether two words after the same number name the same unit ("minute" and "min"); never two different units. */
export function sameUnit(said: string, shown: string): boolean {
  const unit = UNITS[said];
  return unit !== undefined && unit === UNITS[shown];
}

/** A length, a distance, a weight or a duration: a number and its unit ("3,120 m", "1.9 metres", "5 minute"). */
const QUANTITY = `\\d[\\d,]*(?:\\.\\d+)?\\s*(?:${Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/** The noun an adjective of size stands for: "3.5 m deep" is a depth of 3.5 m. */
const SIZE_NOUNS: Readonly<Record<string, string>> = {
  long: 'length',
  wide: 'width',
  deep: 'depth',
  high: 'height',
  tall: 'height',
  heavy: 'weight',
};

const SIZED = new RegExp(
  `^(?:the\\s+)?(.{2,60}?)\\s+(?:is|are)\\s+(${QUANTITY})\\s+(${Object.keys(SIZE_NOUNS).join('|')})$`,
  'i',
);
/** "Alva Express has a 5 minute wait": a quantity, then the one noun it is of. */
const HAVING = new RegExp(`^(?:the\\s+)?(.{2,60}?)\\s+(?:has|have)\\s+an?\\s+(${QUANTITY})[\\s-]+([a-z]+)$`, 'i');

/**
 * A claim of a size or of a quantity something has, as a claim of the value of that noun: "Berth B03 is 3.5 m deep"
 * is "the depth of Berth B03 is 3.5 m", "Alva Express has a 5 minute wait" is "the wait of Alva Express is 5
 * minute". Any other claim as it is.
 */
export function sizeClaim(text: string): string {
  const sized = SIZED.exec(text);
  if (sized) return `the ${SIZE_NOUNS[(sized[3] as string).toLowerCase()]} of ${sized[1]} is ${sized[2]}`;
  const having = HAVING.exec(text);
  if (having && !UNITS[(having[3] as string).toLowerCase()]) return `the ${having[3]} of ${having[1]} is ${having[2]}`;
  return text;
}
