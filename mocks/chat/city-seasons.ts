/**
 * The best time to visit each city cities.ts holds, and why: best-time.ts answers "When is the
 * best time to visit Kyoto?" from it (countries.ts holds the countries' own).
 */
import type { Season } from "./countries.ts";

/** By the city's name as cities.ts spells it. */
export const CITY_SEASONS: Readonly<Record<string, Season>> = {
  Paris: ["April to June and September to October", "mild weather and fewer crowds; in August many Parisians leave and some restaurants close"],
  London: ["May to September", "the warmest, longest days for parks and outdoor events, though it can rain in any month"],
  Rome: ["April to May and September to October", "warm, sunny days without the heat and crowds of July and August"],
  Tokyo: ["late March to early April and October to November", "cherry blossom in spring and autumn leaves, with mild weather; summer is hot and humid"],
  "New York": ["April to June and September to early November", "mild weather, and autumn leaves in Central Park; summer is hot and humid, and December has the holiday lights"],
  Barcelona: ["May to June and September to October", "warm beach weather without the crowds and heat of July and August"],
  Amsterdam: ["April to May", "tulip season and King's Day on 27 April; June to August is warmer but the busiest"],
  Berlin: ["May to September", "long days, beer gardens and open-air events; winter is cold and grey, but has the Christmas markets"],
  Lisbon: ["March to May and September to October", "sunny and warm without the summer heat and crowds; in June the Santo António festival fills the streets"],
  Prague: ["May to June and September", "mild weather and fewer crowds than high summer; December has the Christmas markets"],
  Vienna: ["April to May and September to October", "mild weather for walking; late November to December has the Christmas markets"],
  Istanbul: ["April to May and September to November", "mild weather for walking; April brings the tulip festival"],
  Dubai: ["November to March", "warm, sunny days around 25°C; summer is above 40°C"],
  Singapore: ["February to April", "the driest months; it is hot and humid all year, with the heaviest rain from November to January"],
  Bangkok: ["November to February", "the cool, dry season; April is the hottest month, and the rains run from June to October"],
  Seoul: ["April to May and September to November", "cherry blossom and autumn leaves with mild, dry weather; summer is hot and rainy"],
  Kyoto: ["late March to early April and November", "cherry blossom and autumn maples; both are the busiest weeks, so book early"],
  Sydney: ["September to November and March to May", "warm, sunny days without the summer crowds and heat"],
  "San Francisco": ["September to October", "the warmest, clearest weather; summer is often foggy and cool"],
  "Los Angeles": ["March to May and September to November", "warm, sunny days with fewer crowds than summer"],
  Chicago: ["May to October", "warm weather for the lakefront and summer festivals; winters are very cold"],
  "Mexico City": ["March to May", "warm, dry days before the afternoon rains of June to October"],
  "Rio de Janeiro": ["April to June and August to October", "pleasant weather and fewer crowds; December to March is the hot, rainy summer and Carnival season"],
  "Buenos Aires": ["March to May and September to November", "mild autumn and spring weather; summer is hot and humid"],
  "Cape Town": ["November to March", "warm, dry summer weather; winter is rainy, but it is whale season in Hermanus"],
  Marrakech: ["March to May and September to November", "warm days; summer is above 40°C and winter nights are cold"],
  Cairo: ["October to April", "cooler, pleasant days for the pyramids; summer is very hot"],
  Athens: ["April to June and September to October", "warm, sunny days without the extreme heat of July and August"],
  Florence: ["April to June and September to October", "warm weather without the summer heat; book the Uffizi and the Accademia ahead all year"],
  Venice: ["April to May and September to October", "mild weather and fewer crowds; floods (acqua alta) are most likely from October to January, and Carnival is in February"],
  Edinburgh: ["May to September", "long days; August is the festival month (the Fringe), the busiest and priciest"],
  Dublin: ["May to September", "the mildest weather and longest days; bring a raincoat in any month"],
  Copenhagen: ["May to August", "long, light evenings and life outdoors; winter is dark, but Tivoli has its Christmas market"],
  "Hong Kong": ["October to December", "clear, dry and mild weather; summer is hot, humid and the typhoon season"],
  Bali: ["April to October", "the dry season; July and August are the busiest months"],
};
