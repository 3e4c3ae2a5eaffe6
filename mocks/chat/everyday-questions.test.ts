/**
 * Everyday questions people ask a chat assistant that got generic advice before: learning paths,
 * money, caffeine, tech help, health-lite, work, travel, pets and cars (learning-paths.ts,
 * personal-finance.ts, daily-amounts.ts, how-tos.ts with tech-how-tos.ts and everyday-how-tos.ts),
 * and a support bot's refund timing, restocks, moving abroad, team members and a stolen phone
 * (support-replies.ts).
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "../../test/support/chat-turns.ts";

const asked = (prompt: string) => lastReply(undefined, prompt);

/** The general points and the "tell me more" replies these questions got before. */
const GENERIC =
  /\*\*(?:Ask for feedback|Prepare ahead|Be consistent|Take your time|Plan for change|Keep it readable|Get feedback early|Measure first)\*\*|I'd rather not guess, so let me|I don't know your tastes|Thanks for sharing that|What each is for/;

describe("learning paths", () => {
  it.each([
    ["Should I learn Spanish or French first?", ["**Spanish first**", "**French first**", "600–750 class hours", "B1"]],
    ["spanish or japanese first", ["**Japanese first**", "2,200 class hours"]],
    ["How do I become a software engineer?", ["software engineer", "LeetCode", "Git and GitHub"]],
    ["Roadmap to become a software developer", ["Computer-science fundamentals"]],
    ["How do I learn React Native?", ["Expo", "`FlatList`", "reactnative.dev"]],
    ["how long does it take to learn react native", ["**React Native**", "3–6 weeks (if you know React)"]],
    ["React or React Native first?", ["Learn **React** first"]],
  ])("answers %j with the skill's own path", (prompt, phrases) => {
    const reply = asked(prompt);
    for (const phrase of phrases) expect(reply).toContain(phrase);
    expect(reply).not.toMatch(GENERIC);
  });
});

describe("money", () => {
  it.each([
    ["How do I cut back on spending?", "**Cancel or pause subscriptions**"],
    ["can you tell me how to cut back on spending", "**Go after the big three**"],
    ["How can I stop impulse buying?", "**Use a waiting rule**"],
    ["what's the best way to stop impulse buying", "delete saved cards"],
  ])("answers %j with specific advice", (prompt, phrase) => {
    const reply = asked(prompt);
    expect(reply).toContain(phrase);
    expect(reply).not.toMatch(GENERIC);
  });

  it.each(["Should I pay off debt or save?", "should i save or pay off my credit card", "Is it better to pay off debt or build savings?"])("answers %j with the order of priorities", (prompt) => {
    const reply = asked(prompt);
    expect(reply).toContain("**Save a small emergency fund**");
    expect(reply).toContain("**Pay off high-interest debt**");
  });
});

describe("caffeine", () => {
  it.each([
    ["How much caffeine is in a cup of coffee?", "**about 95 mg**"],
    ["How much caffeine is in espresso?", "**about 63 mg**"],
    ["Does green tea have caffeine?", "**about 28 mg**"],
    ["how much caffeine in a red bull", "**80 mg**"],
    ["caffeine in a can of coke", "**about 34 mg**"],
    ["Is there caffeine in decaf coffee?", "**about 2 mg**"],
  ])("answers %j with the drink's caffeine", (prompt, phrase) => {
    const reply = asked(prompt);
    expect(reply).toContain(phrase);
    expect(reply).toContain("400 mg");
  });

  it("says the same daily limit everywhere: about four 8-oz cups of brewed coffee", () => {
    for (const prompt of ["How much caffeine is too much?", "How much caffeine is in a cup of coffee?", "Is it safe to drink coffee every day?"]) {
      const reply = asked(prompt);
      expect(reply).toContain("about four 8-oz cups");
      expect(reply).not.toMatch(/four or five|3–4 cups/);
    }
  });
});

describe("tech help and everyday how-tos", () => {
  it.each([
    ["How do I take a screenshot on Mac?", "**Shift + Command + 4**"],
    ["how to take a screenshot on windows", "**Windows + Shift + S**"],
    ["how do i take a screenshot", "**side button and volume up**"],
    ["How do I clear my browser cache?", "**Ctrl + Shift + Delete**"],
    ["How do I free up storage on my iPhone?", "**Offload App**"],
    ["how can i make my phone battery last longer", "Low Power Mode"],
    ["How do I back up my iPhone?", "**Encrypt local backup**"],
    ["How do I stop spam calls?", "donotcall.gov"],
    ["How do I reset my router?", "**Wait 30 seconds**"],
    ["How do I unfreeze my computer?", "**Ctrl + Shift + Esc**"],
    ["How do I get rid of a headache?", "**Get urgent help**"],
    ["How can I lower my blood pressure?", "**150 minutes a week**"],
    ["How do I get rid of a sore throat?", "**Gargle with warm salt water**"],
    ["How do I stop snoring?", "**obstructive sleep apnea**"],
    ["How do I get rid of bad breath?", "**Clean your tongue**"],
    ["How do I stop biting my nails?", "bitter-tasting nail polish"],
    ["How do I get rid of dandruff?", "**Zinc pyrithione**"],
    ["How do I build muscle?", "progressive overload"],
    ["How do I get my baby to sleep through the night?", "always on their back"],
    ["How do I potty train a toddler?", "**18 months and 3 years**"],
    ["How do I tell my boss I'm quitting?", "**Check your notice period**"],
    ["How do I apologize to my girlfriend?", "no \"but\" or \"if\""],
    ["How do I find cheap flights?", "Google Flights"],
    ["How do I get over jet lag?", "after flying **east**"],
    ["How do I stop my cat scratching the furniture?", "sisal"],
    ["How do I improve my gas mileage?", "door frame"],
    ["How do I improve fuel efficiency?", "**Slow down on the highway**"],
    ["How do I get rid of mold?", "**30% and 50%**"],
    ["How do I clean my washing machine?", "**Clean the door seal**"],
    ["How do I know if I have a fever?", "**38 °C (100.4 °F) or higher**"],
    ["How do I get rid of a cough?", "**about 3 weeks**"],
    ["How can I boost my immune system?", "**Sleep 7–9 hours**"],
    ["How do I stop feeling tired?", "anaemia (low iron)"],
    ["How do I fix a squeaky door?", "silicone spray"],
    ["How do I introduce a new cat to my cat?", "**Separate room first**"],
    ["How do I keep my house cool without AC?", "**open them at night and early morning**"],
    ["How do I lower my electricity bill?", "**Switch to LED bulbs**"],
    ["How do I stop being lazy?", "**Start small**"],
    ["How do I treat a burn?", "**Cool it under cool (not ice-cold) running water for about 20 minutes**"],
    ["How do I stop a nosebleed?", "**Sit up and lean forward**"],
    ["How do I get rid of a hangover?", "**Avoid paracetamol (acetaminophen)**"],
    ["How do I get rid of acne?", "**Benzoyl peroxide**"],
    ["How do I get rid of a stye?", "**Warm compress**"],
    ["How do I deal with a toddler tantrum?", "**Stay calm yourself**"],
    ["How do I update my iPhone?", "**Settings › General › Software Update**"],
    ["How do I connect AirPods?", "**Press and hold the setup button**"],
    ["How do I find my Wi-Fi password?", "**View Wi-Fi security key**"],
    ["How do I change my Wi-Fi password?", "**192.168.1.1**"],
    ["How do I clean my laptop screen?", "microfibre cloth"],
    ["How do I stop my dog barking?", "**Teach \"quiet\"**"],
    ["How do I make new habits stick?", "**Make it tiny**"],
    ["How do I make a strong password?", "**passphrase**"],
    ["How do I whiten my teeth?", "**Over-the-counter whitening strips or gels**"],
    ["How do I stop my glasses from fogging up?", "**rest the glasses on top of it**"],
    ["How do I defrost a freezer?", "**bowls of hot water**"],
    ["How do I unclog a garbage disposal?", "**hex key**"],
    ["How do I get my cat to stop peeing outside the litter box?", "**See a vet first**"],
    ["How do I clean white shoes?", "**Remove the laces**"],
    ["What should I do if I lose my passport abroad?", "**emergency passport or travel document**"],
    ["What to do if my car breaks down?", "**Turn on your hazard lights**"],
    ["How do I write a resignation letter?", "**The resignation itself, in the first line**"],
    ["How do I ask for a day off?", "**Check the policy first**"],
    ["How do I negotiate rent?", "**longer lease**"],
  ])("answers %j with the method (%j)", (prompt, phrase) => {
    const reply = asked(prompt);
    expect(reply).toContain(phrase);
    expect(reply).not.toMatch(GENERIC);
  });
});

describe("device troubles told as a statement", () => {
  it.each([
    ["My wifi keeps disconnecting", "**Restart the router**"],
    ["Why is my wifi so slow?", "**Try the other band**"],
    ["my internet is really slow", "speedtest.net"],
    ["My phone is overheating", "**swollen**"],
    ["why does my iphone get so hot", "**Cool it down gently**"],
    ["Why is my phone battery draining so fast?", "**See what's using it**"],
    ["My phone won't charge", "**Clean the charging port**"],
    ["my iphone isnt charging", "force restart"],
  ])("answers %j with the fix", (prompt, phrase) => {
    const reply = asked(prompt);
    expect(reply).toContain(phrase);
    expect(reply).not.toMatch(GENERIC);
  });

  it("leaves a broadband provider's bot its own answer", () => {
    expect(lastReply("You are the support assistant for Acme Broadband, an internet provider.", "My wifi keeps disconnecting")).toContain("Acme Broadband");
  });
});

describe("why devices overheat", () => {
  it.each([
    ["Why do phones overheat?", /^Phones overheat because .*\*\*with no fan\*\*/],
    ["why do smartphones get so hot", /^Phones overheat because/],
    ["What causes phones to overheat?", /^Phones overheat because/],
    ["Why do laptops overheat?", /^A laptop's processor \(CPU\) and graphics chip \(GPU\)/],
    ["Why do computers get hot?", /^A laptop's processor/],
  ])("explains %j with its causes", (prompt, opening) => {
    const reply = asked(prompt);
    expect(reply).toMatch(opening);
    expect(reply).toMatch(/\*\*Heavy work\*\*/);
    expect(reply).not.toMatch(GENERIC);
  });

  it.each([
    ["Why does my laptop overheat?", "**Clean the vents and fan**"],
    ["My laptop is overheating", "**Give it air**"],
    ["my macbook gets really hot", "Activity Monitor"],
  ])("answers %j about the user's own laptop with the fix", (prompt, phrase) => {
    const reply = asked(prompt);
    expect(reply).toContain(phrase);
    expect(reply).not.toMatch(GENERIC);
  });
});

describe("whether a trip needs a visa", () => {
  it.each([
    ["Do I need a visa to visit Japan?", "Japan", /mofa\.go\.jp/],
    ["do we need a visa for the USA?", "the United States", /ESTA/],
    ["Do Americans need a visa to go to France?", "France", /Schengen Area/],
    ["Will I need a visa for Thailand", "Thailand", /Thailand's embassy or consulate/],
    ["visa requirements for the UK", "the United Kingdom", /gov\.uk\/check-uk-visa/],
    ["Do I need a visa for my trip to Japan?", "Japan", /mofa\.go\.jp/],
  ])("%j says it depends on the passport, and where to check", (prompt, country, source) => {
    const reply = asked(prompt);
    expect(reply).toMatch(new RegExp(`^Whether you need a visa for ${country} depends on \\*\\*the passport you travel on\\*\\*`));
    expect(reply).toContain("**Check the official source:**");
    expect(reply).toMatch(source);
    expect(reply).not.toMatch(GENERIC);
  });

  it("names the passport the question gives, without stating a rule for it", () => {
    const reply = asked("Do Americans need a visa to go to France?");
    expect(reply).toContain("you mention Americans");
    expect(reply).not.toMatch(/Americans (?:don't|do not|need)/);
  });
});

describe("tipping", () => {
  it.each([
    ["How much should I tip at a restaurant?", "**At a sit-down restaurant: 15–20% of the bill before tax**"],
    ["How much should I tip a hairdresser?", "**For a haircut, a colour, nails or a massage: 15–20% of the price**"],
    ["should i tip my uber driver", "about 15–20% of the fare"],
    ["Do you tip in Japan?", "**In Japan, tipping isn't customary**"],
    ["tipping etiquette in the UK", "12.5%"],
    ["How much do you tip?", "**At a bar: about $1–2 a drink**"],
    ["What's a good tip for a $60 meal?", "- **20%**: $12.00 ($72.00 in all)"],
  ])("answers %j with the custom", (prompt, phrase) => {
    const reply = asked(prompt);
    expect(reply).toContain(phrase);
    expect(reply).not.toMatch(GENERIC);
  });

  it("leaves a tip worked on a percentage to the word problems, and tips for something to the suggestions", () => {
    expect(asked("18% tip on $84 split 3 ways")).toContain("**$33.04**");
    expect(asked("Give me tips for saving money")).toMatch(/^Here are 5 tips for saving money/);
  });
});

describe("everyday facts", () => {
  it.each([
    ["What's a normal body temperature?", "**about 37 °C (98.6 °F)**"],
    ["What does the check engine light mean?", "**Flashing light**"],
    ["my check engine light is on", "OBD-II"],
    ["How long can I leave my dog alone?", "**no more than about 4–6 hours**"],
    ["What should I wear to a job interview?", "**one step more formal than what people wear there every day**"],
    ["What should I eat when I have a cold?", "**Chicken soup**"],
    ["Should I quit my job?", "**3–6 months of expenses saved**"],
  ])("answers %j with the figure or the rule first", (prompt, phrase) => {
    const reply = asked(prompt);
    expect(reply).toContain(phrase);
    expect(reply).not.toMatch(GENERIC);
  });

  it("keeps the kitchen's safe temperature and the dinner ideas", () => {
    expect(asked("What temperature should chicken be cooked to?")).toContain("165°F (74°C)");
    expect(asked("What should I eat for dinner?")).not.toContain("Chicken soup");
  });
});

describe("kitchen", () => {
  it.each(["How long should I boil pasta?", "How long do you boil pasta?", "how long to boil spaghetti"])("answers %j with the time", (prompt) => {
    const reply = asked(prompt);
    expect(reply).toContain("**8–12 minutes**");
    expect(reply).toContain("al dente");
  });
});

describe("how often", () => {
  it.each([
    ["How often should I wash my hair?", "**2–3 times a week**"],
    ["How often should I wash my sheets?", "**once a week**"],
    ["How often should I replace my toothbrush?", "**3–4 months**"],
    ["How often should I change my car's oil?", "**every 5,000–7,500 miles (8,000–12,000 km)**"],
    ["how often should i water a succulent", "**only when the soil has dried out completely**"],
    ["how often to water plants", "**when the top 2–3 cm (about an inch) of soil is dry**"],
    ["How often should I feed my dog?", "**twice a day**"],
    ["How often should I walk my dog?", "**at least one or two walks a day**"],
    ["How often should I feed my kitten?", "**3–4 small meals a day**"],
    ["How often should I go to the dentist?", "**every 6 months**"],
    ["how often should a mattress be replaced", "**every 7–10 years**"],
    ["How often should I work out?", "**150–300 minutes of moderate activity a week**"],
  ])("answers %j with the usual interval", (prompt, phrase) => {
    const reply = asked(prompt);
    expect(reply).toContain(phrase);
    expect(reply).not.toMatch(GENERIC);
  });
});

describe("pet foods", () => {
  it.each([
    ["Can dogs eat grapes?", /^\*\*No, never\.\*\*.*kidney failure/s, true],
    ["are grapes toxic to dogs", /^\*\*Yes: toxic to dogs\.\*\*/, true],
    ["Is chocolate bad for dogs?", /^\*\*Yes: toxic to dogs\.\*\*.*theobromine/s, true],
    ["My dog ate chocolate", /^If your dog has eaten some, \*\*call your vet/, true],
    ["my dog ate grapes what do i do", /^If your dog has eaten some/, true],
    ["Are lilies toxic to cats?", /^\*\*Yes: toxic to cats\.\*\*/, true],
    ["Can dogs eat bananas?", /^\*\*Yes, in moderation\.\*\*/, false],
    ["Are bananas bad for dogs?", /^\*\*No, not in small amounts\.\*\*/, false],
    ["can my dog have peanut butter", /xylitol/, false],
    ["Can cats drink milk?", /\*\*lactose intolerant\*\*/, false],
    ["is milk bad for cats", /^\*\*Cow's milk isn't a good idea for most cats\.\*\*/, false],
  ])("answers %j yes or no first", (prompt, lead, poison) => {
    const reply = asked(prompt);
    expect(reply).toMatch(lead);
    expect(reply.includes("888-426-4435")).toBe(poison);
  });

  it("leaves a food it doesn't hold to the other replies", () => {
    expect(asked("Can dogs eat pizza?")).not.toMatch(/^\*\*(?:Yes|No)/);
  });
});

describe("a support bot's everyday questions", () => {
  const store = "You are the support assistant for Acme Store, an online shop.";
  const bank = "You are the support assistant for Acme Bank.";
  const app = "You are the support assistant for Acme, a project management app.";

  it.each([
    [store, "When will I get my refund?", ["**5–10 business days**", "Returns page"]],
    [store, "my refund hasn't arrived", ["**5–10 business days**"]],
    [bank, "When will I get my refund?", ["ask the shop", "dispute"]],
    [store, "This item is out of stock, when will it be back?", ["**\"Notify me\"**"]],
    [store, "I'm moving abroad, what happens to my account?", ["Acme Store account stays open", "Delivery page"]],
    [bank, "I'm moving abroad, what happens to my account?", ["non-resident", "tax residency"]],
    [app, "I'm moving abroad, what happens to my subscription?", ["billing country", "VAT"]],
    [app, "How do I add a team member?", ["**Invite**", "seat"]],
    [app, "can i invite users", ["**Invite**"]],
    [bank, "My phone was stolen", ["**freeze your cards and block app access**", "block the SIM"]],
    [app, "My phone was stolen", ["**sign out of all other sessions**", "Acme account"]],
    [undefined, "My phone was stolen", ["android.com/find", "IMEI"]],
    [undefined, "When will I get my refund?", ["**5–10 business days**"]],
    [undefined, "How do I add a team member?", ["**Invite**"]],
  ])("%s: answers %j", (system, prompt, phrases) => {
    const reply = lastReply(system, prompt);
    for (const phrase of phrases) expect(reply).toContain(phrase);
    expect(reply).not.toMatch(GENERIC);
  });

  it("leaves money added to an account, and an app that is 'available again', to the other topics", () => {
    expect(lastReply(bank, "How do I add money to someone's account?")).not.toContain("joint account");
    expect(lastReply(app, "Is the app available again?")).not.toContain("Notify me");
  });

  it("keeps a store's return policy and a bank's lost card", () => {
    expect(lastReply(store, "Can I return this item?")).toContain("returns policy");
    expect(lastReply(bank, "I lost my card")).toContain("freeze it straight away");
  });
});
