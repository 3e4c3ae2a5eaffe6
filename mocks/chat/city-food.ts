/**
 * Where and what to eat in each city cities.ts holds: the areas, markets and streets known for
 * their food (never a restaurant: they open and close, and a mock must not invent one), and the
 * city's dishes. local-food.ts answers "Where should I eat in Paris?" and "What food should I try
 * in Tokyo?" from it.
 */
import type { Sight } from "./cities.ts";

export interface CityFood {
  /** Three or four real areas, markets or streets known for food, best-known first. */
  readonly eat: readonly Sight[];
  /** Five to seven dishes and drinks, best-known first; a breakfast has the "morning" slot. */
  readonly dishes: readonly Sight[];
}

/** By the city's name as cities.ts spells it. */
export const CITY_FOOD: Readonly<Record<string, CityFood>> = {
  Paris: {
    eat: [
      ["Rue Montorgueil", "a market street of bakeries, cheese shops, fishmongers and cafés near Les Halles."],
      ["Le Marais", "falafel on Rue des Rosiers and the Marché des Enfants Rouges, Paris's oldest covered market."],
      ["Saint-Germain-des-Prés", "classic cafés and bistros on the Left Bank."],
      ["Canal Saint-Martin", "younger bistros, natural-wine bars and bakeries along the canal."],
    ],
    dishes: [
      ["croissants and pain au chocolat", "from a boulangerie, warm in the morning.", "morning"],
      ["steak frites", "the bistro classic."],
      ["duck confit", "with potatoes fried in duck fat."],
      ["French onion soup", "under a lid of bread and melted cheese."],
      ["crêpes", "from a street stand or a crêperie in Montparnasse."],
      ["macarons", "from a pâtisserie."],
    ],
  },
  London: {
    eat: [
      ["Borough Market", "London's best-known food market, by London Bridge."],
      ["Brick Lane", "curry houses and 24-hour bagel bakeries in the East End."],
      ["Chinatown", "Cantonese roast meats and dim sum off Leicester Square."],
      ["Camden Market", "street-food stalls from around the world."],
    ],
    dishes: [
      ["fish and chips", "from a chippy, with mushy peas."],
      ["a Sunday roast", "roast beef, Yorkshire pudding and gravy in a pub."],
      ["a full English breakfast", "eggs, bacon, sausages, beans and toast.", "morning"],
      ["pie and mash", "an East End classic with parsley liquor."],
      ["a curry", "London's adopted dish, on Brick Lane or in Southall."],
      ["afternoon tea", "scones with clotted cream and jam.", "morning"],
    ],
  },
  Rome: {
    eat: [
      ["Trastevere", "trattorias on cobbled lanes across the river."],
      ["Testaccio", "a covered market and the old slaughterhouse district's Roman cooking."],
      ["Campo de' Fiori", "a morning market in the square."],
      ["The Jewish Ghetto", "Roman-Jewish cooking, like fried artichokes."],
    ],
    dishes: [
      ["carbonara", "egg, pecorino, guanciale and pepper."],
      ["cacio e pepe", "pecorino and black pepper."],
      ["amatriciana", "tomato, guanciale and pecorino."],
      ["supplì", "fried rice balls with mozzarella inside."],
      ["pizza al taglio", "pizza by the slice, sold by weight."],
      ["carciofi alla giudia", "whole fried artichokes, in spring."],
      ["gelato", "from a gelateria that makes its own."],
    ],
  },
  Tokyo: {
    eat: [
      ["Tsukiji Outer Market", "sushi, tamagoyaki and seafood stalls; go in the morning."],
      ["Omoide Yokocho", "narrow alleys of yakitori bars by Shinjuku Station."],
      ["department-store food halls", "the depachika basements, for bento and sweets."],
      ["Ramen Street", "ramen shops under Tokyo Station."],
    ],
    dishes: [
      ["sushi", "at a counter, or from a conveyor belt."],
      ["ramen", "shoyu, miso or tonkotsu."],
      ["tempura", "seafood and vegetables in a light batter."],
      ["yakitori", "grilled chicken skewers with a beer."],
      ["tonkatsu", "breaded pork cutlet with shredded cabbage."],
      ["monjayaki", "a runny savory pancake, a specialty of Tsukishima."],
    ],
  },
  "New York": {
    eat: [
      ["Chelsea Market", "a food hall in an old biscuit factory by the High Line."],
      ["Chinatown", "dumplings, noodles and dim sum in Manhattan, or in Flushing, Queens."],
      ["Smorgasburg", "a weekend open-air food market in Brooklyn, spring to autumn."],
      ["Arthur Avenue", "the Bronx's Little Italy of delis and bakeries."],
    ],
    dishes: [
      ["a slice of New York pizza", "thin, wide and folded in half."],
      ["a bagel with lox and cream cheese", "the New York breakfast.", "morning"],
      ["pastrami on rye", "from a Jewish deli."],
      ["New York cheesecake", "dense and creamy."],
      ["chicken and rice", "from a halal cart."],
      ["a hot dog", "from a street cart."],
    ],
  },
  Barcelona: {
    eat: [
      ["La Boqueria", "the market off La Rambla; go early, before the crowds."],
      ["El Born", "tapas bars and wine bars in the old town."],
      ["Barceloneta", "seafood and paella near the beach."],
      ["Carrer de Blai", "a street of pintxos bars in Poble-sec."],
    ],
    dishes: [
      ["pa amb tomàquet", "bread rubbed with tomato and olive oil.", "morning"],
      ["patatas bravas", "fried potatoes with spicy sauce and aioli."],
      ["seafood paella", "or the black rice, arròs negre."],
      ["jamón ibérico", "cured ham, sliced by hand."],
      ["bombas", "fried potato and meat balls, a Barceloneta tapa."],
      ["crema catalana", "custard under burnt sugar."],
    ],
  },
  Amsterdam: {
    eat: [
      ["Foodhallen", "an indoor food hall in a former tram depot."],
      ["Albert Cuyp Market", "a street market in De Pijp; try fresh stroopwafels."],
      ["The Jordaan", "brown cafés and small restaurants along the canals."],
      ["herring stands", "on bridges and squares across the city."],
    ],
    dishes: [
      ["raw herring", "with onions and pickles."],
      ["bitterballen", "fried ragout balls with mustard."],
      ["stroopwafels", "thin waffles with caramel syrup."],
      ["Dutch apple pie", "with whipped cream."],
      ["poffertjes", "small pancakes with butter and powdered sugar."],
      ["rijsttafel", "a spread of Indonesian dishes."],
    ],
  },
  Berlin: {
    eat: [
      ["Markthalle Neun", "a market hall in Kreuzberg with Street Food Thursday."],
      ["Kreuzberg and Neukölln", "Turkish and Middle Eastern food, and late-night döner."],
      ["Prenzlauer Berg", "cafés and Sunday brunch around Kollwitzplatz."],
    ],
    dishes: [
      ["currywurst", "sausage with curry ketchup."],
      ["döner kebab", "Berlin's favorite street food."],
      ["a Berliner", "a jam doughnut.", "morning"],
      ["Eisbein", "boiled pork knuckle with sauerkraut."],
      ["Königsberger Klopse", "meatballs in a caper sauce."],
    ],
  },
  Lisbon: {
    eat: [
      ["Time Out Market", "food stalls in the Mercado da Ribeira by Cais do Sodré."],
      ["Alfama", "small tascas, and fado with dinner."],
      ["Bairro Alto", "cheap eats and bars in the hilltop quarter."],
      ["Belém", "for pastéis de nata at the bakery that made them famous."],
    ],
    dishes: [
      ["pastéis de nata", "custard tarts with cinnamon.", "morning"],
      ["bacalhau à Brás", "salt cod with eggs and potatoes."],
      ["grilled sardines", "above all in June, at the Santo António festival."],
      ["a bifana", "a pork sandwich."],
      ["arroz de marisco", "seafood rice."],
      ["ginjinha", "a sour-cherry liqueur."],
    ],
  },
  Prague: {
    eat: [
      ["Náplavka", "a Saturday farmers' market on the riverbank."],
      ["Vinohrady", "neighborhood restaurants and wine bars."],
      ["a traditional beer hall", "pork knuckle and Pilsner in Old Town or Žižkov."],
    ],
    dishes: [
      ["svíčková", "beef in cream sauce with dumplings."],
      ["goulash", "with bread dumplings."],
      ["roast pork with dumplings and sauerkraut", "the national dish."],
      ["fried cheese", "smažený sýr, with tartar sauce."],
      ["a Pilsner", "Czech lager, fresh from the tank."],
    ],
  },
  Vienna: {
    eat: [
      ["The Naschmarkt", "the city's biggest market, with food stalls and cafés."],
      ["a coffeehouse", "cake and coffee in a classic Viennese café."],
      ["a Heuriger", "a wine tavern in Grinzing or another vineyard village."],
      ["a Würstelstand", "a sausage stand, late at night."],
    ],
    dishes: [
      ["Wiener schnitzel", "breaded veal with potato salad."],
      ["Sachertorte", "chocolate cake with apricot jam."],
      ["apple strudel", "with vanilla sauce."],
      ["Tafelspitz", "boiled beef in broth."],
      ["Käsekrainer", "cheese-filled sausage."],
      ["Kaiserschmarrn", "torn, caramelized pancake."],
    ],
  },
  Istanbul: {
    eat: [
      ["Kadıköy Market", "food streets on the Asian side, a ferry ride away."],
      ["Eminönü", "fish sandwiches by the Galata Bridge, and the Spice Bazaar."],
      ["Karaköy", "baklava shops and cafés by the water."],
    ],
    dishes: [
      ["balık ekmek", "a grilled-fish sandwich."],
      ["kebabs", "İskender and Adana kebab."],
      ["meze", "small dishes shared with rakı."],
      ["a Turkish breakfast", "cheese, olives, eggs and tea.", "morning"],
      ["simit", "a sesame bread ring.", "morning"],
      ["baklava", "with pistachios."],
    ],
  },
  Dubai: {
    eat: [
      ["Old Dubai", "Emirati and Indian food around the Al Fahidi district and the Deira souks."],
      ["Al Dhiyafah Road in Satwa", "shawarma and late-night street food."],
      ["Global Village", "food stalls from dozens of countries, in the cooler months."],
    ],
    dishes: [
      ["shawarma", "spit-roasted meat in flatbread."],
      ["machboos", "spiced rice with meat or fish."],
      ["luqaimat", "sweet dumplings with date syrup."],
      ["mezze", "hummus, moutabal and tabbouleh."],
      ["karak chai", "strong spiced milk tea.", "morning"],
    ],
  },
  Singapore: {
    eat: [
      ["Maxwell Food Centre", "a hawker center in Chinatown, known for chicken rice."],
      ["Lau Pa Sat", "a Victorian market hall with a satay street at night."],
      ["Tekka Centre", "Indian food in Little India."],
      ["Newton Food Centre", "seafood and satay."],
    ],
    dishes: [
      ["Hainanese chicken rice", "poached chicken with fragrant rice."],
      ["chilli crab", "in a sweet, spicy tomato sauce."],
      ["laksa", "spicy coconut noodle soup."],
      ["char kway teow", "stir-fried flat noodles."],
      ["kaya toast", "with soft-boiled eggs and coffee.", "morning"],
      ["roti prata", "flaky flatbread with curry.", "morning"],
    ],
  },
  Bangkok: {
    eat: [
      ["Yaowarat", "Chinatown's street food, best after dark."],
      ["Or Tor Kor Market", "a clean, well-stocked fresh market by Chatuchak."],
      ["Banglamphu", "old-town street food near Khao San Road."],
    ],
    dishes: [
      ["pad thai", "stir-fried rice noodles."],
      ["tom yum goong", "hot and sour shrimp soup."],
      ["green curry", "with coconut milk."],
      ["som tam", "green papaya salad."],
      ["boat noodles", "small bowls of rich, spiced broth."],
      ["mango sticky rice", "with coconut cream."],
    ],
  },
  Seoul: {
    eat: [
      ["Gwangjang Market", "mung-bean pancakes and gimbap at the stalls."],
      ["Myeongdong", "street food stalls in the evening."],
      ["Noryangjin Fish Market", "pick seafood downstairs, have it cooked upstairs."],
      ["Mangwon Market", "a neighborhood market near Hongdae."],
    ],
    dishes: [
      ["Korean barbecue", "pork belly grilled at the table."],
      ["bibimbap", "rice with vegetables and egg."],
      ["kimchi jjigae", "kimchi stew."],
      ["tteokbokki", "spicy rice cakes."],
      ["Korean fried chicken", "with beer."],
      ["bindaetteok", "mung-bean pancakes."],
    ],
  },
  Kyoto: {
    eat: [
      ["Nishiki Market", "a covered market street of pickles, tofu and sweets."],
      ["Pontocho", "a lantern-lit alley of restaurants by the river."],
      ["Gion", "tea houses and kaiseki restaurants."],
    ],
    dishes: [
      ["kaiseki", "a seasonal multi-course dinner."],
      ["yudofu", "simmered tofu, a temple dish."],
      ["matcha sweets", "green tea with wagashi."],
      ["obanzai", "Kyoto home cooking in small dishes."],
      ["yuba", "tofu skin."],
      ["tsukemono", "Kyoto's pickles."],
    ],
  },
  Sydney: {
    eat: [
      ["Sydney Fish Market", "oysters and seafood by the water."],
      ["Chinatown and Haymarket", "Chinese, Thai and Malaysian food."],
      ["Surry Hills", "cafés and restaurants, and the Australian brunch."],
    ],
    dishes: [
      ["Sydney rock oysters", "fresh from the fish market."],
      ["fish and chips", "on the beach."],
      ["a meat pie", "with tomato sauce."],
      ["a flat white", "with brunch.", "morning"],
      ["barramundi", "grilled, a native fish."],
      ["pavlova", "meringue with cream and fruit."],
    ],
  },
  "San Francisco": {
    eat: [
      ["The Ferry Building Marketplace", "local food stalls and a farmers' market on the waterfront."],
      ["The Mission", "taquerías and burritos."],
      ["Chinatown", "dim sum and bakeries."],
      ["Fisherman's Wharf", "crab and chowder stands."],
    ],
    dishes: [
      ["a Mission burrito", "huge and foil-wrapped."],
      ["clam chowder in a sourdough bowl", "at the wharf."],
      ["Dungeness crab", "in season from November."],
      ["cioppino", "San Francisco's seafood stew."],
      ["dim sum", "in Chinatown or the Richmond.", "morning"],
    ],
  },
  "Los Angeles": {
    eat: [
      ["Grand Central Market", "a food hall downtown since 1917."],
      ["Koreatown", "Korean barbecue, open late."],
      ["The Original Farmers Market", "food stalls at Fairfax and 3rd."],
      ["taco trucks", "across the city, and in East LA."],
    ],
    dishes: [
      ["tacos", "from a truck."],
      ["Korean barbecue", "in Koreatown."],
      ["a breakfast burrito", "eggs, potatoes and chorizo.", "morning"],
      ["a French dip sandwich", "a Los Angeles invention."],
      ["Thai food", "in Thai Town, East Hollywood."],
    ],
  },
  Chicago: {
    eat: [
      ["The West Loop", "the restaurants of Randolph and Fulton Market."],
      ["Pilsen", "Mexican bakeries and taquerías."],
      ["Chinatown", "dim sum and noodles."],
    ],
    dishes: [
      ["deep-dish pizza", "baked in a pan, the cheese under the sauce."],
      ["a Chicago-style hot dog", "with mustard, relish, onions, tomato, pickle and peppers, and no ketchup."],
      ["an Italian beef sandwich", "dipped in jus, with giardiniera."],
      ["tavern-style pizza", "thin and cut in squares."],
    ],
  },
  "Mexico City": {
    eat: [
      ["Mercado de San Juan", "a market of exotic produce and seafood."],
      ["Mercado de Coyoacán", "tostadas and quesadillas in the south."],
      ["Roma and Condesa", "cafés, taquerías and restaurants under the trees."],
      ["The Centro Histórico", "taquerías and old cantinas."],
    ],
    dishes: [
      ["tacos al pastor", "spit-roasted pork with pineapple."],
      ["chilaquiles", "tortilla chips in salsa, with eggs.", "morning"],
      ["tamales", "with atole.", "morning"],
      ["tlacoyos", "oval corn cakes from a street stand."],
      ["pozole", "a hominy soup."],
      ["churros with hot chocolate", "an evening treat."],
    ],
  },
  "Rio de Janeiro": {
    eat: [
      ["Santa Teresa", "bars and restaurants in the hillside neighborhood."],
      ["Botafogo", "botecos, the city's neighborhood bars."],
      ["the beach kiosks", "along Copacabana and Ipanema."],
      ["Feira de São Cristóvão", "a fair of northeastern Brazilian food and music."],
    ],
    dishes: [
      ["feijoada", "black bean and pork stew, on Saturdays."],
      ["churrasco", "grilled meats carved at the table."],
      ["pão de queijo", "cheese bread.", "morning"],
      ["açaí", "a frozen bowl with banana and granola.", "morning"],
      ["coxinha", "a fried chicken croquette."],
      ["a caipirinha", "cachaça, lime and sugar."],
    ],
  },
  "Buenos Aires": {
    eat: [
      ["Palermo", "parrillas, cafés and restaurants."],
      ["San Telmo Market", "a 19th-century market hall with food stalls."],
      ["a bodegón", "an old-style neighborhood restaurant with huge portions."],
    ],
    dishes: [
      ["asado", "beef grilled over wood at a parrilla."],
      ["empanadas", "baked or fried pastries."],
      ["milanesa", "breaded beef cutlet."],
      ["provoleta", "grilled provolone."],
      ["medialunas", "sweet croissants.", "morning"],
      ["alfajores", "cookies filled with dulce de leche."],
    ],
  },
  "Cape Town": {
    eat: [
      ["The Bo-Kaap", "Cape Malay cooking in the colorful quarter."],
      ["The V&A Waterfront Food Market", "food stalls in the harbor."],
      ["The Old Biscuit Mill", "the Saturday Neighbourgoods Market in Woodstock."],
      ["Kalk Bay", "fish and chips in the harbor."],
    ],
    dishes: [
      ["bobotie", "spiced minced meat under an egg custard."],
      ["a braai", "a barbecue."],
      ["Cape Malay curry", "mild and fragrant."],
      ["snoek", "grilled fish, the Cape's own."],
      ["biltong", "dried, cured meat."],
      ["malva pudding", "a sticky apricot sponge."],
    ],
  },
  Marrakech: {
    eat: [
      ["Jemaa el-Fnaa", "the square's food stalls in the evening."],
      ["Mechoui Alley", "slow-roasted lamb beside the square."],
      ["a riad's rooftop", "a quiet dinner above the medina."],
    ],
    dishes: [
      ["tanjia", "Marrakech's beef slow-cooked in a clay urn."],
      ["tagine", "meat or vegetables slow-cooked in a clay pot."],
      ["couscous", "on Fridays."],
      ["harira", "a tomato, lentil and chickpea soup."],
      ["mint tea", "with fresh mint and sugar."],
    ],
  },
  Cairo: {
    eat: [
      ["Downtown", "koshari shops and old cafés."],
      ["Islamic Cairo", "street food around Khan el-Khalili."],
      ["Zamalek", "restaurants and cafés on the Nile island."],
    ],
    dishes: [
      ["koshari", "rice, lentils and pasta with tomato sauce."],
      ["ful medames", "stewed fava beans.", "morning"],
      ["ta'ameya", "falafel made with fava beans.", "morning"],
      ["molokhia", "a green soup of jute leaves."],
      ["hawawshi", "bread stuffed with spiced meat."],
      ["om ali", "bread pudding with milk and nuts."],
    ],
  },
  Athens: {
    eat: [
      ["The Varvakios Central Market", "meat, fish and spices, with tavernas around it."],
      ["Psyrri and Monastiraki", "souvlaki shops and tavernas around the square."],
      ["Koukaki", "neighborhood restaurants below the Acropolis."],
    ],
    dishes: [
      ["souvlaki", "grilled meat in pita."],
      ["moussaka", "aubergine, minced meat and béchamel."],
      ["spanakopita", "spinach and feta pie.", "morning"],
      ["a Greek salad", "tomatoes, cucumber, olives and feta."],
      ["koulouri", "a sesame bread ring.", "morning"],
      ["loukoumades", "honey-soaked doughnuts."],
    ],
  },
  Florence: {
    eat: [
      ["Mercato Centrale", "the market of San Lorenzo, with a food hall upstairs."],
      ["Sant'Ambrogio Market", "a local market with cheap lunch counters."],
      ["The Oltrarno", "trattorias around Santo Spirito."],
    ],
    dishes: [
      ["bistecca alla fiorentina", "a thick T-bone steak, served rare."],
      ["lampredotto", "a tripe sandwich from a street cart."],
      ["ribollita", "a bread and vegetable soup."],
      ["pappa al pomodoro", "a tomato and bread soup."],
      ["schiacciata", "Tuscan flatbread sandwiches."],
      ["gelato", "from a gelateria that makes its own."],
    ],
  },
  Venice: {
    eat: [
      ["the bacari of Cannaregio", "wine bars serving cicchetti."],
      ["The Rialto Market", "fish and produce in the morning; the fish market closes on Sundays and Mondays."],
      ["Campo Santa Margherita", "bars and cafés in Dorsoduro."],
    ],
    dishes: [
      ["cicchetti", "small bites with a glass of wine."],
      ["sarde in saor", "sweet-and-sour sardines."],
      ["risotto al nero di seppia", "black cuttlefish-ink risotto."],
      ["bigoli in salsa", "thick pasta with anchovy and onion."],
      ["fegato alla veneziana", "calf's liver with onions."],
      ["a spritz", "Aperol or Select with prosecco."],
    ],
  },
  Edinburgh: {
    eat: [
      ["Leith", "seafood and restaurants on the waterfront."],
      ["The Grassmarket", "pubs under the castle."],
      ["Stockbridge Market", "a Sunday food market."],
    ],
    dishes: [
      ["haggis, neeps and tatties", "Scotland's national dish."],
      ["Cullen skink", "smoked haddock soup."],
      ["a full Scottish breakfast", "with black pudding and tattie scones.", "morning"],
      ["cranachan", "raspberries, cream, honey, oats and whisky."],
      ["a dram of whisky", "in a pub."],
    ],
  },
  Dublin: {
    eat: [
      ["Temple Bar Food Market", "a Saturday market in Meeting House Square."],
      ["George's Street Arcade", "a Victorian market of food stalls."],
      ["Howth", "fish and chips and seafood in the harbor."],
    ],
    dishes: [
      ["Irish stew", "lamb and potatoes."],
      ["a full Irish breakfast", "with black and white pudding.", "morning"],
      ["Dublin coddle", "sausages, bacon and potatoes."],
      ["soda bread", "with Irish butter.", "morning"],
      ["oysters and Guinness", "a classic pairing."],
    ],
  },
  Copenhagen: {
    eat: [
      ["Torvehallerne", "glass market halls by Nørreport."],
      ["Reffen", "a street-food market on Refshaleøen, spring to autumn."],
      ["Nørrebro", "bakeries, cafés and restaurants."],
    ],
    dishes: [
      ["smørrebrød", "open sandwiches on rye bread."],
      ["Danish pastries", "cinnamon swirls.", "morning"],
      ["a hot dog", "from a pølsevogn."],
      ["frikadeller", "Danish meatballs."],
      ["stegt flæsk", "crispy pork belly with parsley sauce."],
    ],
  },
  "Hong Kong": {
    eat: [
      ["Temple Street Night Market", "clay-pot rice and seafood in Yau Ma Tei."],
      ["Sham Shui Po", "dai pai dongs and old-school noodle shops."],
      ["Central's Graham Street", "the city's oldest street market, and cha chaan tengs nearby."],
    ],
    dishes: [
      ["dim sum", "har gow and siu mai.", "morning"],
      ["roast goose", "over rice."],
      ["wonton noodles", "in a clear broth."],
      ["egg tarts", "warm from the bakery."],
      ["a pineapple bun", "with butter, and milk tea.", "morning"],
      ["claypot rice", "in winter."],
    ],
  },
  Bali: {
    eat: [
      ["a warung", "a family-run local restaurant."],
      ["Jimbaran Bay", "grilled seafood on the beach at sunset."],
      ["Ubud", "Balinese food and vegetarian cafés."],
      ["Seminyak and Canggu", "cafés and restaurants."],
    ],
    dishes: [
      ["babi guling", "roast suckling pig."],
      ["nasi campur", "rice with several dishes."],
      ["bebek betutu", "spiced duck cooked slowly."],
      ["sate lilit", "minced-fish satay on lemongrass."],
      ["nasi goreng", "fried rice.", "morning"],
    ],
  },
};
