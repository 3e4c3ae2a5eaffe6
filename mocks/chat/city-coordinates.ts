/**
 * Where the cities users ask the weather of are, as a model writes them into a tool that takes
 * coordinates: OpenAI's function-calling guide's `get_weather({latitude, longitude})` is called
 * for "What's the weather like in Paris today?" with `{"latitude": 48.8566, "longitude": 2.3522}`,
 * not with a point in the ocean. Four decimals, as models write them (the city centre's
 * commonly given coordinates). A place the table does not hold keeps the generated ones.
 */

/** Latitude and longitude in degrees. */
export type Coordinates = readonly [latitude: number, longitude: number];

/** Names (lower case, then other names after "|") and coordinates. */
const TABLE: readonly (readonly [names: string, latitude: number, longitude: number])[] = [
  ["paris", 48.8566, 2.3522],
  ["london", 51.5074, -0.1278],
  ["new york|new york city|nyc|ny", 40.7128, -74.006],
  ["tokyo", 35.6762, 139.6503],
  ["berlin", 52.52, 13.405],
  ["madrid", 40.4168, -3.7038],
  ["rome", 41.9028, 12.4964],
  ["amsterdam", 52.3676, 4.9041],
  ["barcelona", 41.3851, 2.1734],
  ["lisbon", 38.7223, -9.1393],
  ["vienna", 48.2082, 16.3738],
  ["prague", 50.0755, 14.4378],
  ["budapest", 47.4979, 19.0402],
  ["warsaw", 52.2297, 21.0122],
  ["dublin", 53.3498, -6.2603],
  ["edinburgh", 55.9533, -3.1883],
  ["brussels", 50.8503, 4.3517],
  ["copenhagen", 55.6761, 12.5683],
  ["stockholm", 59.3293, 18.0686],
  ["oslo", 59.9139, 10.7522],
  ["helsinki", 60.1699, 24.9384],
  ["athens", 37.9838, 23.7275],
  ["istanbul", 41.0082, 28.9784],
  ["moscow", 55.7558, 37.6173],
  ["zurich|zürich", 47.3769, 8.5417],
  ["geneva", 46.2044, 6.1432],
  ["munich", 48.1351, 11.582],
  ["milan", 45.4642, 9.19],
  ["venice", 45.4408, 12.3155],
  ["florence", 43.7696, 11.2558],
  ["los angeles|la", 34.0522, -118.2437],
  ["san francisco|sf", 37.7749, -122.4194],
  ["chicago", 41.8781, -87.6298],
  ["boston", 42.3601, -71.0589],
  ["seattle", 47.6062, -122.3321],
  ["miami", 25.7617, -80.1918],
  ["washington|washington dc|washington, dc|washington, d.c.|dc", 38.9072, -77.0369],
  ["austin", 30.2672, -97.7431],
  ["denver", 39.7392, -104.9903],
  ["las vegas", 36.1699, -115.1398],
  ["houston", 29.7604, -95.3698],
  ["dallas", 32.7767, -96.797],
  ["atlanta", 33.749, -84.388],
  ["philadelphia", 39.9526, -75.1652],
  ["phoenix", 33.4484, -112.074],
  ["san diego", 32.7157, -117.1611],
  ["portland", 45.5152, -122.6784],
  ["new orleans", 29.9511, -90.0715],
  ["nashville", 36.1627, -86.7816],
  ["honolulu", 21.3069, -157.8583],
  ["toronto", 43.6532, -79.3832],
  ["vancouver", 49.2827, -123.1207],
  ["montreal|montréal", 45.5017, -73.5673],
  ["mexico city|cdmx", 19.4326, -99.1332],
  ["são paulo|sao paulo", -23.5505, -46.6333],
  ["rio de janeiro|rio", -22.9068, -43.1729],
  ["buenos aires", -34.6037, -58.3816],
  ["lima", -12.0464, -77.0428],
  ["bogotá|bogota", 4.711, -74.0721],
  ["santiago", -33.4489, -70.6693],
  ["sydney", -33.8688, 151.2093],
  ["melbourne", -37.8136, 144.9631],
  ["auckland", -36.8485, 174.7633],
  ["singapore", 1.3521, 103.8198],
  ["hong kong", 22.3193, 114.1694],
  ["seoul", 37.5665, 126.978],
  ["beijing", 39.9042, 116.4074],
  ["shanghai", 31.2304, 121.4737],
  ["bangkok", 13.7563, 100.5018],
  ["mumbai", 19.076, 72.8777],
  ["delhi|new delhi", 28.6139, 77.209],
  ["bangalore|bengaluru", 12.9716, 77.5946],
  ["dubai", 25.2048, 55.2708],
  ["cairo", 30.0444, 31.2357],
  ["cape town", -33.9249, 18.4241],
  ["johannesburg", -26.2041, 28.0473],
  ["nairobi", -1.2921, 36.8219],
  ["lagos", 6.5244, 3.3792],
  ["marrakech", 31.6295, -7.9811],
  ["kyoto", 35.0116, 135.7681],
  ["osaka", 34.6937, 135.5023],
  ["taipei", 25.033, 121.5654],
  ["manila", 14.5995, 120.9842],
  ["jakarta", -6.2088, 106.8456],
  ["kuala lumpur", 3.139, 101.6869],
  ["hanoi", 21.0278, 105.8342],
  ["ho chi minh city|saigon", 10.8231, 106.6297],
  ["tel aviv", 32.0853, 34.7818],
  ["reykjavik|reykjavík", 64.1466, -21.9426],
  ["san jose", 37.3382, -121.8863],
  ["oakland", 37.8044, -122.2712],
  ["palo alto", 37.4419, -122.143],
  ["sacramento", 38.5816, -121.4944],
  ["minneapolis", 44.9778, -93.265],
  ["detroit", 42.3314, -83.0458],
  ["pittsburgh", 40.4406, -79.9959],
  ["baltimore", 39.2904, -76.6122],
  ["salt lake city|slc", 40.7608, -111.891],
  ["orlando", 28.5383, -81.3792],
  ["tampa", 27.9506, -82.4572],
  ["raleigh", 35.7796, -78.6382],
  ["indianapolis", 39.7684, -86.1581],
  ["kansas city", 39.0997, -94.5786],
  ["st. louis|st louis|saint louis", 38.627, -90.1994],
  ["cleveland", 41.4993, -81.6944],
  ["cincinnati", 39.1031, -84.512],
  ["san antonio", 29.4241, -98.4936],
  ["anchorage", 61.2181, -149.9003],
  ["albuquerque", 35.0844, -106.6504],
  ["milwaukee", 43.0389, -87.9065],
  ["calgary", 51.0447, -114.0719],
  ["ottawa", 45.4215, -75.6972],
  ["edmonton", 53.5461, -113.4938],
  ["manchester", 53.4808, -2.2426],
  ["birmingham", 52.4862, -1.8904],
  ["liverpool", 53.4084, -2.9916],
  ["glasgow", 55.8642, -4.2518],
  ["bristol", 51.4545, -2.5879],
  ["frankfurt", 50.1109, 8.6821],
  ["hamburg", 53.5511, 9.9937],
  ["cologne|köln", 50.9375, 6.9603],
  ["lyon", 45.764, 4.8357],
  ["marseille", 43.2965, 5.3698],
  ["naples", 40.8518, 14.2681],
  ["seville|sevilla", 37.3891, -5.9845],
  ["valencia", 39.4699, -0.3763],
  ["porto", 41.1579, -8.6291],
  ["krakow|kraków", 50.0647, 19.945],
  ["bucharest", 44.4268, 26.1025],
  ["belgrade", 44.7866, 20.4489],
  ["zagreb", 45.815, 15.9819],
  ["kyiv|kiev", 50.4501, 30.5234],
  ["st. petersburg|st petersburg|saint petersburg", 59.9311, 30.3609],
  ["riga", 56.9496, 24.1052],
  ["tallinn", 59.437, 24.7536],
  ["vilnius", 54.6872, 25.2797],
  ["bratislava", 48.1486, 17.1077],
  ["ljubljana", 46.0569, 14.5058],
  ["salzburg", 47.8095, 13.055],
  ["bern", 46.948, 7.4474],
  ["basel", 47.5596, 7.5886],
  ["shenzhen", 22.5431, 114.0579],
  ["guangzhou", 23.1291, 113.2644],
  ["chengdu", 30.5728, 104.0668],
  ["hyderabad", 17.385, 78.4867],
  ["chennai", 13.0827, 80.2707],
  ["kolkata", 22.5726, 88.3639],
  ["karachi", 24.8607, 67.0011],
  ["lahore", 31.5204, 74.3587],
  ["dhaka", 23.8103, 90.4125],
  ["kathmandu", 27.7172, 85.324],
  ["colombo", 6.9271, 79.8612],
  ["riyadh", 24.7136, 46.6753],
  ["doha", 25.2854, 51.531],
  ["abu dhabi", 24.4539, 54.3773],
  ["tehran", 35.6892, 51.389],
  ["jerusalem", 31.7683, 35.2137],
  ["amman", 31.9454, 35.9284],
  ["beirut", 33.8938, 35.5018],
  ["busan", 35.1796, 129.0756],
  ["sapporo", 43.0618, 141.3545],
  ["nagoya", 35.1815, 136.9066],
  ["yokohama", 35.4437, 139.638],
  ["hiroshima", 34.3853, 132.4553],
  ["fukuoka", 33.5904, 130.4017],
  ["phnom penh", 11.5564, 104.9282],
  ["brisbane", -27.4698, 153.0251],
  ["perth", -31.9505, 115.8605],
  ["adelaide", -34.9285, 138.6007],
  ["canberra", -35.2809, 149.13],
  ["wellington", -41.2865, 174.7762],
  ["christchurch", -43.5321, 172.6362],
  ["casablanca", 33.5731, -7.5898],
  ["accra", 5.6037, -0.187],
  ["addis ababa", 8.9806, 38.7578],
  ["dar es salaam", -6.7924, 39.2083],
  ["tunis", 36.8065, 10.1815],
  ["kampala", 0.3476, 32.5825],
  ["kigali", -1.9441, 30.0619],
  ["dakar", 14.7167, -17.4677],
  ["havana", 23.1136, -82.3666],
  ["san juan", 18.4655, -66.1057],
  ["panama city", 8.9824, -79.5199],
  ["quito", -0.1807, -78.4678],
  ["caracas", 10.4806, -66.9036],
  ["montevideo", -34.9011, -56.1645],
  ["guadalajara", 20.6597, -103.3496],
  ["monterrey", 25.6866, -100.3161],
  ["cancun|cancún", 21.1619, -86.8515],
  ["medellín|medellin", 6.2476, -75.5658],
];

const BY_NAME: ReadonlyMap<string, Coordinates> = new Map(TABLE.flatMap(([names, latitude, longitude]) => names.split("|").map((name) => [name, [latitude, longitude] as const] as const)));

/**
 * The coordinates of a place as a message names it ("Paris", "paris, France", "NYC", "Austin,
 * TX"), or undefined for a place the table does not hold.
 * @example coordinatesOf("Paris, France") // [48.8566, 2.3522]
 */
export function coordinatesOf(place: string): Coordinates | undefined {
  const key = place.trim().toLowerCase().replace(/[.!?]+$/, "");
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/,.*$/, "").trim());
}

/** Words a city's name keeps in lower case. */
const SMALL_WORDS: ReadonlySet<string> = new Set(["de", "da", "do", "del", "la", "of", "es"]);

/** A city's name as the table's first name, capitalised: "new york" → "New York", "são paulo" → "São Paulo". */
const CANONICAL: ReadonlyMap<string, string> = new Map(
  TABLE.flatMap(([names]) => {
    const all = names.split("|");
    // "rio de janeiro" → "Rio de Janeiro": small words stay lower case.
    const name = all[0]!.replace(/(^|\s)(\p{Ll}+)/gu, (_, space: string, word: string) => space + (space !== "" && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)));
    return all.map((each) => [each, name] as const);
  }),
);

/** Every city of the table, as it writes them ("New York", "Rio de Janeiro"). */
export function knownCities(): string[] {
  return [...new Set(CANONICAL.values())];
}

/** A city as the table writes it ("nyc" → "New York"), or undefined for one it does not hold. */
export function canonicalCity(place: string): string | undefined {
  return CANONICAL.get(place.trim().toLowerCase());
}

/** Words before a place: "in paris", "for tokyo", "paris and tokyo", "paris, london", "from boston to chicago". */
const BEFORE_PLACE: ReadonlySet<string> = new Set(["in", "for", "at", "and", "from", "to", "near", "around", "of", "or", "vs", ","]);

/**
 * The cities of the table a lowercase message names after "in", "for", "and"… ("weather in paris
 * and tokyo" → ["Paris", "Tokyo"]), in order, as the table writes them; for messages that write
 * no capitalised place. Short forms ("sf", "la") are read elsewhere only after "in" and the like.
 */
export function citiesNamedIn(lower: string): string[] {
  const words = lower.match(/\p{L}+|,/gu) ?? [];
  const found: string[] = [];
  for (let i = 1; i < words.length; i++) {
    if (!BEFORE_PLACE.has(words[i - 1]!)) continue;
    for (let length = Math.min(3, words.length - i); length >= 1; length--) {
      const name = CANONICAL.get(words.slice(i, i + length).join(" "));
      // Two-letter forms ("la", "ny") are words too often ("in la" yes, "and la la land" no): only after "in".
      if (name === undefined || (words[i]!.length <= 2 && length === 1 && words[i - 1] !== "in")) continue;
      if (!found.includes(name)) found.push(name);
      i += length - 1;
      break;
    }
  }
  return found;
}

/** The IANA time zone of each city of the table, by the table's name. */
const ZONES: Readonly<Record<string, string>> = {
  Paris: "Europe/Paris", London: "Europe/London", "New York": "America/New_York", Tokyo: "Asia/Tokyo", Berlin: "Europe/Berlin", Madrid: "Europe/Madrid",
  Rome: "Europe/Rome", Amsterdam: "Europe/Amsterdam", Barcelona: "Europe/Madrid", Lisbon: "Europe/Lisbon", Vienna: "Europe/Vienna", Prague: "Europe/Prague",
  Budapest: "Europe/Budapest", Warsaw: "Europe/Warsaw", Dublin: "Europe/Dublin", Edinburgh: "Europe/London", Brussels: "Europe/Brussels",
  Copenhagen: "Europe/Copenhagen", Stockholm: "Europe/Stockholm", Oslo: "Europe/Oslo", Helsinki: "Europe/Helsinki", Athens: "Europe/Athens",
  Istanbul: "Europe/Istanbul", Moscow: "Europe/Moscow", Zurich: "Europe/Zurich", Geneva: "Europe/Zurich", Munich: "Europe/Berlin", Milan: "Europe/Rome",
  Venice: "Europe/Rome", Florence: "Europe/Rome", "Los Angeles": "America/Los_Angeles", "San Francisco": "America/Los_Angeles", Chicago: "America/Chicago",
  Boston: "America/New_York", Seattle: "America/Los_Angeles", Miami: "America/New_York", Washington: "America/New_York", Austin: "America/Chicago",
  Denver: "America/Denver", "Las Vegas": "America/Los_Angeles", Houston: "America/Chicago", Dallas: "America/Chicago", Atlanta: "America/New_York",
  Philadelphia: "America/New_York", Phoenix: "America/Phoenix", "San Diego": "America/Los_Angeles", Portland: "America/Los_Angeles",
  "New Orleans": "America/Chicago", Nashville: "America/Chicago", Honolulu: "Pacific/Honolulu", Toronto: "America/Toronto", Vancouver: "America/Vancouver",
  Montreal: "America/Toronto", "Mexico City": "America/Mexico_City", "São Paulo": "America/Sao_Paulo", "Rio de Janeiro": "America/Sao_Paulo",
  "Buenos Aires": "America/Argentina/Buenos_Aires", Lima: "America/Lima", "Bogotá": "America/Bogota", Santiago: "America/Santiago",
  Sydney: "Australia/Sydney", Melbourne: "Australia/Melbourne", Auckland: "Pacific/Auckland", Singapore: "Asia/Singapore", "Hong Kong": "Asia/Hong_Kong",
  Seoul: "Asia/Seoul", Beijing: "Asia/Shanghai", Shanghai: "Asia/Shanghai", Bangkok: "Asia/Bangkok", Mumbai: "Asia/Kolkata", Delhi: "Asia/Kolkata",
  Bangalore: "Asia/Kolkata", Dubai: "Asia/Dubai", Cairo: "Africa/Cairo", "Cape Town": "Africa/Johannesburg", Johannesburg: "Africa/Johannesburg",
  Nairobi: "Africa/Nairobi", Lagos: "Africa/Lagos", Marrakech: "Africa/Casablanca", Kyoto: "Asia/Tokyo", Osaka: "Asia/Tokyo", Taipei: "Asia/Taipei",
  Manila: "Asia/Manila", Jakarta: "Asia/Jakarta", "Kuala Lumpur": "Asia/Kuala_Lumpur", Hanoi: "Asia/Ho_Chi_Minh", "Ho Chi Minh City": "Asia/Ho_Chi_Minh",
  "Tel Aviv": "Asia/Jerusalem", Reykjavik: "Atlantic/Reykjavik",
  "San Jose": "America/Los_Angeles", Oakland: "America/Los_Angeles", "Palo Alto": "America/Los_Angeles", Sacramento: "America/Los_Angeles",
  Minneapolis: "America/Chicago", Detroit: "America/Detroit", Pittsburgh: "America/New_York", Baltimore: "America/New_York", "Salt Lake City": "America/Denver",
  Orlando: "America/New_York", Tampa: "America/New_York", Raleigh: "America/New_York", Indianapolis: "America/Indiana/Indianapolis", "Kansas City": "America/Chicago",
  "St. Louis": "America/Chicago", Cleveland: "America/New_York", Cincinnati: "America/New_York", "San Antonio": "America/Chicago", Anchorage: "America/Anchorage",
  Albuquerque: "America/Denver", Milwaukee: "America/Chicago", Calgary: "America/Edmonton", Ottawa: "America/Toronto", Edmonton: "America/Edmonton",
  Manchester: "Europe/London", Birmingham: "Europe/London", Liverpool: "Europe/London", Glasgow: "Europe/London", Bristol: "Europe/London",
  Frankfurt: "Europe/Berlin", Hamburg: "Europe/Berlin", Cologne: "Europe/Berlin", Lyon: "Europe/Paris", Marseille: "Europe/Paris", Naples: "Europe/Rome",
  Seville: "Europe/Madrid", Valencia: "Europe/Madrid", Porto: "Europe/Lisbon", Krakow: "Europe/Warsaw", Bucharest: "Europe/Bucharest", Belgrade: "Europe/Belgrade",
  Zagreb: "Europe/Zagreb", Kyiv: "Europe/Kyiv", "St. Petersburg": "Europe/Moscow", Riga: "Europe/Riga", Tallinn: "Europe/Tallinn", Vilnius: "Europe/Vilnius",
  Bratislava: "Europe/Bratislava", Ljubljana: "Europe/Ljubljana", Salzburg: "Europe/Vienna", Bern: "Europe/Zurich", Basel: "Europe/Zurich",
  Shenzhen: "Asia/Shanghai", Guangzhou: "Asia/Shanghai", Chengdu: "Asia/Shanghai", Hyderabad: "Asia/Kolkata", Chennai: "Asia/Kolkata", Kolkata: "Asia/Kolkata",
  Karachi: "Asia/Karachi", Lahore: "Asia/Karachi", Dhaka: "Asia/Dhaka", Kathmandu: "Asia/Kathmandu", Colombo: "Asia/Colombo", Riyadh: "Asia/Riyadh",
  Doha: "Asia/Qatar", "Abu Dhabi": "Asia/Dubai", Tehran: "Asia/Tehran", Jerusalem: "Asia/Jerusalem", Amman: "Asia/Amman", Beirut: "Asia/Beirut",
  Busan: "Asia/Seoul", Sapporo: "Asia/Tokyo", Nagoya: "Asia/Tokyo", Yokohama: "Asia/Tokyo", Hiroshima: "Asia/Tokyo", Fukuoka: "Asia/Tokyo",
  "Phnom Penh": "Asia/Phnom_Penh", Brisbane: "Australia/Brisbane", Perth: "Australia/Perth", Adelaide: "Australia/Adelaide", Canberra: "Australia/Sydney",
  Wellington: "Pacific/Auckland", Christchurch: "Pacific/Auckland", Casablanca: "Africa/Casablanca", Accra: "Africa/Accra", "Addis Ababa": "Africa/Addis_Ababa",
  "Dar es Salaam": "Africa/Dar_es_Salaam", Tunis: "Africa/Tunis", Kampala: "Africa/Kampala", Kigali: "Africa/Kigali", Dakar: "Africa/Dakar",
  Havana: "America/Havana", "San Juan": "America/Puerto_Rico", "Panama City": "America/Panama", Quito: "America/Guayaquil", Caracas: "America/Caracas",
  Montevideo: "America/Montevideo", Guadalajara: "America/Mexico_City", Monterrey: "America/Monterrey", Cancun: "America/Cancun", "Medellín": "America/Bogota",
};

/**
 * The IANA time zone of a place as a message names it ("Tokyo", "nyc", "Paris, France"), as a
 * model writes a `timezone` argument; undefined for a place the table does not hold.
 * @example timeZoneOf("Tokyo") // "Asia/Tokyo"
 */
export function timeZoneOf(place: string): string | undefined {
  const key = place.trim().toLowerCase().replace(/[.!?]+$/, "");
  const name = CANONICAL.get(key) ?? CANONICAL.get(key.replace(/,.*$/, "").trim());
  return name === undefined ? undefined : ZONES[name];
}
