/**
 * The four nations of the United Kingdom, which travellers ask about by name as often as the UK
 * itself ("Plan a 5 day trip to Scotland", "What should I see in England?"), and the Scottish
 * Highlands, a region asked about like a country. countries.ts lists them with the rest, in its
 * shape: highlights, dishes, season and a route through the highlights.
 */
import type { Country } from "./country-shape.ts";

/** England's dishes, which the United Kingdom's entry (countries.ts) lists too. */
export const ENGLISH_DISHES: Country["dishes"] = [
      ["fish and chips", "from a chippy, best at the seaside."],
      ["a Sunday roast", "roast beef, Yorkshire pudding and gravy in a pub."],
      ["a full English breakfast", "eggs, bacon, sausages, beans and toast.", "morning"],
      ["afternoon tea", "scones with clotted cream and jam.", "morning"],
      ["a pie and a pint", "steak and ale pie in a pub."],
];

export const HOME_NATIONS: readonly Country[] = [
  {
    name: "England",
    highlights: [
      "London",
      ["Bath", "the Roman Baths and Georgian crescents, 90 minutes from London by train."],
      ["Stonehenge", "the prehistoric stone circle on Salisbury Plain, an hour from Bath."],
      ["Oxford", "the colleges, the Bodleian Library and punting on the river."],
      ["York", "the Minster, the medieval city walls and the Shambles."],
      ["The Cotswolds", "honey-colored stone villages such as Bibury, Castle Combe and Bourton-on-the-Water."],
      ["The Lake District", "lakes and fells in Cumbria, Wordsworth's and Beatrix Potter's country."],
      ["Cornwall", "surfing beaches, the harbor town of St Ives and the Eden Project's giant biomes."],
    ],
    dishes: [
      ...ENGLISH_DISHES,
      ["a Cornish pasty", "beef, potato, swede and onion baked in pastry, from Cornwall."],
    ],
    season: ["May to September", "the longest, warmest days; June and September are quieter than the school holidays of July and August"],
    route: ["London", "Oxford", "The Cotswolds", "Bath", "Stonehenge"],
  },
  {
    name: "Scotland",
    highlights: [
      "Edinburgh",
      ["The Scottish Highlands", "Glencoe, Ben Nevis above Fort William, and long drives through empty glens."],
      ["The Isle of Skye", "the Old Man of Storr, the Quiraing and the Fairy Pools."],
      ["Loch Ness", "the long, deep loch south of Inverness, with the ruins of Urquhart Castle on its shore."],
      ["Glasgow", "the Kelvingrove Art Gallery and Museum, Charles Rennie Mackintosh's buildings and live music."],
      ["Stirling", "Stirling Castle and the Wallace Monument, an hour from Edinburgh."],
      ["St Andrews", "the Old Course, the home of golf, and a ruined cathedral by the sea."],
      ["Loch Lomond and the Trossachs", "Scotland's first national park, under an hour from Glasgow."],
    ],
    dishes: [
      ["haggis", "Scotland's national dish, with neeps and tatties."],
      ["a full Scottish breakfast", "eggs, bacon, sausage, black pudding and tattie scones.", "morning"],
      ["Cullen skink", "a creamy soup of smoked haddock, potato and onion."],
      ["smoked salmon", "from the lochs and the west coast."],
      ["cranachan", "raspberries, cream, honey, toasted oats and a dash of whisky."],
      ["single malt whisky", "from distilleries on Speyside and Islay, many open for tours."],
    ],
    season: ["May to September", "the longest days and mildest weather; midges bite in the Highlands from June to August, and August brings Edinburgh's festivals"],
    route: ["Edinburgh", "Stirling", "The Scottish Highlands", "Loch Ness", "The Isle of Skye"],
  },
  {
    name: "Wales",
    aka: ["cymru"],
    highlights: [
      ["Snowdonia (Eryri)", "the mountains of the north, where you can hike or take the mountain railway up Snowdon (Yr Wyddfa), the highest peak in Wales."],
      ["Cardiff", "Cardiff Castle, the National Museum and the waterfront of Cardiff Bay."],
      ["Conwy", "a medieval walled town around Edward I's castle."],
      ["Caernarfon Castle", "the great 13th-century fortress on the Menai Strait, where princes of Wales are invested."],
      ["The Pembrokeshire Coast", "clifftop paths, sandy beaches and St Davids, Britain's smallest city."],
      ["The Brecon Beacons (Bannau Brycheiniog)", "moorland ridges and waterfalls in the south, good for hiking."],
      ["Portmeirion", "an Italianate village on the coast, built by Clough Williams-Ellis."],
      ["The Gower Peninsula", "Rhossili Bay and limestone cliffs, west of Swansea."],
    ],
    dishes: [
      ["cawl", "lamb and leek stew, the national dish."],
      ["Welsh rarebit", "a cheese sauce with ale and mustard, grilled on toast."],
      ["Welsh cakes", "griddle cakes with currants, warm from a bakery.", "morning"],
      ["bara brith", "a fruit loaf made with tea, spread with butter.", "morning"],
      ["Welsh lamb", "raised on the hills, often roasted with rosemary."],
      ["laverbread", "a seaweed purée, fried with cockles and bacon for breakfast.", "morning"],
    ],
    season: ["May to September", "the longest, driest days for the coast paths and the mountains; July and August are the busiest"],
    route: ["Cardiff", "The Brecon Beacons (Bannau Brycheiniog)", "The Pembrokeshire Coast", "Snowdonia (Eryri)", "Conwy"],
  },
  {
    name: "Northern Ireland",
    highlights: [
      ["The Giant's Causeway", "about 40,000 basalt columns stepping into the sea on the Antrim coast."],
      ["Belfast", "Titanic Belfast, the murals of the Falls and Shankill roads, and the Crumlin Road Gaol."],
      ["The Causeway Coastal Route", "the coast road from Belfast to Derry, past the Glens of Antrim."],
      ["Carrick-a-Rede Rope Bridge", "a rope bridge to a small island, 30 metres above the sea."],
      ["Dunluce Castle", "a ruined castle on a clifftop of the Antrim coast."],
      ["The Dark Hedges", "an avenue of beech trees, made famous by Game of Thrones."],
      ["Derry", "its 17th-century city walls, complete all the way round, and the Bogside murals."],
      ["The Mourne Mountains", "granite peaks running down to the sea, and the Mourne Wall."],
    ],
    dishes: [
      ["an Ulster fry", "bacon, eggs and sausage with soda bread and potato farls.", "morning"],
      ["champ", "mashed potato with spring onions and butter."],
      ["Irish stew", "lamb or beef with potatoes, in a pub."],
      ["seafood chowder", "on the coast, with wheaten bread."],
      ["yellowman", "honeycomb toffee, sold at the Ould Lammas Fair in Ballycastle."],
      ["Bushmills whiskey", "from the distillery near the Giant's Causeway, open for tours."],
    ],
    season: ["May to September", "the longest days for the coast road; the weather changes fast, so bring a rain jacket in any month"],
    route: ["Belfast", "The Causeway Coastal Route", "Carrick-a-Rede Rope Bridge", "The Giant's Causeway", "Derry"],
  },
  {
    name: "the Scottish Highlands",
    aka: ["scottish highlands", "highlands of scotland", "the highlands of scotland"],
    highlights: [
      ["The Isle of Skye", "the Old Man of Storr, the Quiraing and the Fairy Pools."],
      ["Loch Ness", "the long, deep loch south of Inverness, with the ruins of Urquhart Castle on its shore."],
      ["Glencoe", "a dramatic glen between steep mountains, with walks from the visitor centre."],
      ["Ben Nevis", "Britain's highest mountain, above Fort William; a full day up the mountain path and back."],
      ["The Glenfinnan Viaduct", "the curved railway viaduct of the Harry Potter films, crossed by the Jacobite steam train in summer."],
      ["Eilean Donan Castle", "a castle on a tidal island where three lochs meet, on the road to Skye."],
      ["The Cairngorms", "Britain's largest national park, with reindeer, ospreys and Speyside's distilleries nearby."],
      ["Inverness", "the Highland capital on the River Ness, with the Culloden battlefield nearby."],
    ],
    dishes: [
      ["haggis", "Scotland's national dish, with neeps and tatties."],
      ["Cullen skink", "a creamy soup of smoked haddock, potato and onion."],
      ["venison", "from Highland estates, in a stew or a pie."],
      ["a full Scottish breakfast", "eggs, bacon, sausage, black pudding and tattie scones.", "morning"],
      ["cranachan", "raspberries, cream, honey, toasted oats and a dash of whisky."],
      ["single malt whisky", "from Speyside's and the Highlands' distilleries, many open for tours."],
    ],
    season: ["May to September", "the longest days and mildest weather; midges bite from June to August, and many small roads are slow in winter"],
    route: ["Inverness", "Loch Ness", "Eilean Donan Castle", "The Isle of Skye", "The Glenfinnan Viaduct", "Glencoe"],
  },
];
