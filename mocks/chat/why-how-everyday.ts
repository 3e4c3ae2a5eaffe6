/**
 * Curated answers to the subjects people most often ask explained simply, "like I'm five" or "in
 * simple terms", that are neither nature nor software: money (inflation, the stock market, credit
 * scores, taxes, interest, recessions, mortgages, banks, supply and demand, opportunity cost, the economy as a whole), the body and the
 * universe (DNA, the immune system, viruses, climate change, evolution, atoms, nuclear power, the
 * Big Bang, eclipses) and the tech everyone uses (the cloud, artificial intelligence, why phones and laptops overheat). Each has
 * the plain answer and the one for a child (`simple`), which explanations.ts gives to "ELI5
 * inflation" or "Explain the stock market to a 5 year old".
 */
import { about, asked, causes, how, why, type CuratedAnswer } from "./why-how-questions.ts";

export const EVERYDAY_ANSWERS: readonly CuratedAnswer[] = [
  {
    asked: asked(about(String.raw`inflation`), how(String.raw`inflation`), String.raw`what\s+causes\s+inflation`, why(String.raw`prices`, String.raw`go\s+up|rise|keep\s+going\s+up|increase`)),
    answer: `**Inflation** is the general rise in prices over time, which means each unit of money buys a little less than before. It's usually measured by a price index such as the **consumer price index (CPI)**, which tracks the cost of a typical basket of goods and services.

It happens mainly when **demand grows faster than supply** (people and businesses want to buy more than the economy can produce), when **costs rise** (energy, wages, materials) and are passed on in prices, or when the **amount of money grows** faster than the economy. Central banks aim for low, steady inflation, often around **2% a year**, and raise interest rates to cool it when it runs too hot.`,
    simple: `Imagine a candy costs 1 coin today. If, next year, the same candy costs 2 coins, that's inflation: things slowly get more expensive, so the same money buys less than before. It can happen when lots of people want to buy things at once, or when making things costs more. Grown-ups at the bank try to keep it small and slow, so prices only go up a little each year.`,
  },
  {
    asked: asked(about(String.raw`(?:the\s+)?stock\s+market|stocks|shares|(?:a\s+)?stock`), how(String.raw`(?:the\s+)?stock\s+market|stocks|shares|investing\s+in\s+stocks`)),
    answer: `The **stock market** is where people buy and sell **shares**: small pieces of ownership in companies.

- A company sells shares to raise money to grow. After that, investors trade the shares with each other on exchanges like the **New York Stock Exchange** or **Nasdaq**.
- A share's **price** moves with supply and demand: if more people want to buy than sell, usually because they expect the company to earn more, the price rises.
- Shareholders make money when the price goes up, and sometimes from **dividends**, a share of the company's profits.
- Indexes like the **S&P 500** track many companies at once, to show how the market as a whole is doing.

Prices can fall as well as rise, which is why investors spread their money over many companies (for example with index funds) and invest for the long term.`,
    simple: `Imagine your friend runs a lemonade stand and wants to buy a bigger table. You give her some money, and in return you own a tiny piece of the stand. That piece is a share. If the stand sells lots of lemonade, your piece becomes worth more; if it doesn't, it's worth less. The stock market is a giant place where people buy and sell tiny pieces of real companies, like toy makers and phone makers, in the same way.`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?credit\s+scores?|credit\s+ratings?|(?:a\s+)?fico\s+scores?`), how(String.raw`credit\s+scores?|credit\s+ratings?|fico\s+scores?|credit`)),
    answer: `A **credit score** is a number, usually from **300 to 850** in the US (FICO and VantageScore), that estimates how likely you are to repay borrowed money. Lenders, landlords and sometimes insurers use it to decide whether to lend to you and at what interest rate.

It's calculated from your credit report. For FICO, roughly:

- **Payment history (35%)**: whether you pay on time.
- **Amounts owed (30%)**: how much of your available credit you use; under 30% is good.
- **Length of credit history (15%)**: older accounts help.
- **New credit (10%)**: many recent applications hurt a little.
- **Credit mix (10%)**: having different kinds of credit.

Paying every bill on time and keeping card balances low are the two things that improve it most.`,
    simple: `Imagine you borrow a toy from a friend and give it back on time, every time. Your friend learns they can trust you, and next time they'll happily lend you their best toy. A credit score is a number that works like that trust, for grown-ups borrowing money from banks. Paying back on time makes the number go up, and a high number means banks are happy to lend to you.`,
  },
  {
    asked: asked(about(String.raw`taxes|tax|income\s+tax(?:es)?`), how(String.raw`taxes|tax(?:es)?|income\s+tax(?:es)?`), why(String.raw`we|people|you`, String.raw`(?:have\s+to\s+)?pay\s+taxes`)),
    answer: `**Taxes** are money that people and businesses pay to the government, which uses it to pay for things everyone shares: roads, schools, hospitals, police and fire services, the army, and support like pensions and unemployment benefits.

The main kinds are:

- **Income tax**: a share of what you earn, often taken from each paycheck. In most countries it's **progressive**, so higher slices of income are taxed at higher rates.
- **Sales tax or VAT**: added to the price of things you buy.
- **Property tax**: paid on homes and land.
- **Corporate tax**: paid by companies on their profits.

Each year many people file a **tax return** to work out whether they paid the right amount over the year, and get a refund or pay the difference.`,
    simple: `Imagine everyone on your street puts a few coins in a big jar. With the jar, the street can buy things everyone uses: a playground, street lights, a fire truck. Taxes are that jar, for a whole country. Grown-ups give a little of the money they earn, and the government uses it to pay for schools, roads, hospitals and lots of other things we all share.`,
  },
  {
    asked: asked(about(String.raw`(?:compound\s+)?interest|interest\s+rates?`), how(String.raw`(?:compound\s+)?interest|interest\s+rates?`)),
    answer: `**Interest** is the price of borrowing money: the borrower pays the lender a percentage of the amount, the **interest rate**, for each year the money is borrowed. When you save, the bank pays you interest; when you borrow, you pay it.

With **compound interest**, the interest is added to the balance, and the next period's interest is calculated on the new, bigger balance, so it grows on itself. $1,000 at 5% a year becomes $1,050 after one year, $1,102.50 after two, and about **$1,629 after ten**. That's why saving early pays off, and why debt at a high rate grows quickly if left unpaid.`,
    simple: `Imagine you lend your friend 10 marbles, and they promise to give you back 11. That extra marble is interest: a thank-you for lending. Banks do the same: if you keep your money in a bank, it gives you a little extra; if you borrow from a bank, you pay a little extra back. And if you leave your extra marbles with the bank too, they start earning extra marbles of their own!`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?recession|recessions`), causes(String.raw`(?:a\s+)?recessions?`)),
    answer: `A **recession** is a significant, widespread decline in economic activity that lasts more than a few months. A common rule of thumb is **two quarters in a row of falling GDP**, though official bodies such as the NBER in the US also look at jobs, incomes, spending and production.

Recessions usually start when spending falls: a financial crisis, a sudden shock (like the 2020 pandemic), or high interest rates make people and businesses spend and invest less. Businesses then sell less, cut jobs and delay plans, which cuts spending further. Governments and central banks respond by cutting interest rates and spending more to get the economy growing again.`,
    simple: `Imagine a town where everyone buys bread, toys and haircuts from each other. One day people get worried and start saving their money instead of spending it. The baker sells less bread, so she can't pay her helper, so the helper buys fewer toys, and so on. When that slowdown spreads across a whole country for a while, it's called a recession. After a while, people start spending again and things get better.`,
  },
  {
    asked: asked(about(String.raw`dna|(?:the\s+)?genes?|genetics`), how(String.raw`dna|genes?|genetics`)),
    answer: `**DNA** (deoxyribonucleic acid) is the molecule that carries the instructions for building and running a living thing. It's shaped like a twisted ladder, the **double helix**, and each rung is a pair of chemical letters, or **bases**: A pairs with T, and C pairs with G.

The order of those letters is a code. A stretch of DNA that holds the instructions for one protein is a **gene**; humans have about 20,000 of them, packed into 23 pairs of **chromosomes** in almost every cell. Cells read a gene by copying it into RNA and translating that into a protein, and proteins do most of the body's work. Because you get half your DNA from each parent, you share traits with both.`,
    simple: `DNA is like a tiny recipe book inside almost every part of your body. It has all the instructions for making you: the colour of your eyes, how tall you might grow, even whether you can roll your tongue. You got half of your recipe book from your mom and half from your dad, which is why you might have your mom's smile and your dad's nose.`,
  },
  {
    asked: asked(about(String.raw`climate\s+change|global\s+warming|the\s+greenhouse\s+effect`), how(String.raw`climate\s+change|global\s+warming|the\s+greenhouse\s+effect`), causes(String.raw`climate\s+change|global\s+warming`)),
    answer: `**Climate change** is the long-term shift in Earth's temperatures and weather patterns. Since the 1800s, the main cause has been human activity, above all burning **coal, oil and gas**.

Burning fossil fuels releases **carbon dioxide** and other **greenhouse gases**, which trap heat in the atmosphere like a blanket around the planet. As their concentration has risen, Earth has warmed by about **1.2 °C** since pre-industrial times. That warming melts ice and raises sea levels, and makes heatwaves, droughts, wildfires and heavy rain more frequent and more intense. Cutting emissions, mainly by switching to clean energy, is how countries aim to limit further warming.`,
    simple: `The Earth wears an invisible blanket made of air, which keeps it warm enough for us to live. When we burn things like gas in cars and coal in power plants, we make that blanket thicker, so the Earth gets a little too warm. That's climate change. A warmer Earth melts ice at the poles, and makes the weather wilder, with more heatwaves and big storms. Using clean energy, like sunshine and wind, helps keep the blanket just right.`,
  },
  {
    asked: asked(about(String.raw`evolution|natural\s+selection`), how(String.raw`evolution|natural\s+selection`)),
    answer: `**Evolution** is the change in living things over many generations. Its main driver is **natural selection**, described by Charles Darwin and Alfred Russel Wallace in 1858.

1. Individuals in a population **vary**, partly because of random changes (mutations) in their DNA.
2. Some variations help an individual **survive and reproduce** in its environment: a better-camouflaged moth is eaten less often.
3. Those individuals leave more offspring, who **inherit** the helpful trait.
4. Over many generations the trait becomes common, and over very long times populations can become new **species**.

The evidence comes from fossils, shared DNA between species, and evolution observed directly, like bacteria becoming resistant to antibiotics.`,
    simple: `Imagine a family of bugs where some are green and some are brown, living on green leaves. Birds spot the brown ones easily and eat them, but the green ones hide. So more green bugs grow up and have green babies. After a very, very long time, almost all the bugs are green. That slow change, over many, many families, is evolution. It's how all the animals and plants became so different from each other.`,
  },
  {
    asked: asked(about(String.raw`atoms?|an\s+atom`), how(String.raw`atoms?`)),
    answer: `An **atom** is the smallest unit of a chemical element: everything around you is made of them. An atom has a tiny, dense **nucleus** of **protons** (positive charge) and **neutrons** (no charge), surrounded by a cloud of much lighter **electrons** (negative charge).

The number of protons decides which element it is: 1 for hydrogen, 6 for carbon, 8 for oxygen. Atoms bond with each other by sharing or swapping electrons, which is how they form molecules like water (H₂O). Atoms are unimaginably small: about a million of them side by side would span the width of a human hair.`,
    simple: `Everything in the world, your toys, the air, even you, is made of super tiny pieces called atoms. They're so small that millions of them could fit on the dot of an "i". Each atom has a middle part, with even tinier bits zooming around it. Atoms stick together like building blocks to make everything you can see and touch.`,
  },
  {
    asked: asked(about(String.raw`nuclear\s+(?:power|energy)|nuclear\s+fission`), how(String.raw`nuclear\s+(?:power|energy|power\s+plants?|reactors?)|nuclear\s+fission`)),
    answer: `**Nuclear power** makes electricity from the heat released when heavy atoms, usually **uranium-235**, split in two. This is **nuclear fission**.

In a reactor, a neutron hits a uranium nucleus, which splits, releasing a lot of energy and two or three more neutrons. Those split more nuclei in a controlled **chain reaction**, kept steady by **control rods** that absorb spare neutrons. The heat boils water into steam, which spins a turbine connected to a generator, just like in a coal plant, but without burning anything, so it emits almost no carbon dioxide. The trade-offs are radioactive waste that must be stored safely for a very long time, high building costs, and the need for strict safety.`,
    simple: `Everything is made of tiny pieces called atoms. Some special atoms, called uranium, give off lots of heat when they split in two. A nuclear power plant splits lots of these atoms very carefully to make heat. The heat boils water into steam, the steam spins a big wheel, and the spinning wheel makes electricity for our homes.`,
  },
  {
    asked: asked(about(String.raw`(?:the\s+)?cloud|cloud\s+computing|cloud\s+storage`), how(String.raw`(?:the\s+)?cloud|cloud\s+computing|cloud\s+storage`)),
    answer: `**The cloud** means computing services, like storage, servers, databases and software, delivered over the internet from someone else's data centres, instead of from machines you own.

When you save a photo to iCloud or Google Photos, it's stored on servers in huge data centres run by the provider. Businesses rent computing power the same way from providers like **Amazon Web Services**, **Microsoft Azure** and **Google Cloud**, paying for what they use, and can scale up in minutes instead of buying hardware. The upsides are access from anywhere, automatic backups and no hardware to maintain; the trade-offs are depending on an internet connection and trusting the provider with your data.`,
    simple: `When you save a picture "in the cloud", it isn't really up in the sky! It goes through the internet to a giant building full of computers, far away, that keep it safe for you. The cloud is those faraway computers. Because your picture lives there, you can see it from your tablet, your phone or a friend's computer, wherever you are.`,
  },
  {
    asked: asked(
      why(String.raw`(?:smart\s*)?phones?|(?:cell|mobile)\s+phones?|iphones?|android\s+phones?|smartphones?`, String.raw`overheats?|overheating|get\s+(?:so\s+|really\s+|too\s+)?(?:hot|warm)|heat\s+up`),
      String.raw`what\s+causes\s+(?:a\s+)?(?:smart\s*)?phones?\s+(?:to\s+)?overheat(?:ing)?|what\s+causes\s+(?:smart\s*)?phone\s+overheating`,
    ),
    answer: `Phones overheat because they pack a fast processor, a radio modem and a lithium-ion battery into a sealed case **with no fan**: all the heat has to leave through the glass and metal. When more heat is made than the case can shed, the phone gets hot. The usual causes:

- **Heavy work**: games, recording or streaming video, video calls and GPS navigation keep the processor and graphics chip at full power.
- **Charging**, especially fast or wireless charging, and above all charging while gaming or streaming: the battery warms as it takes in energy.
- **A weak signal**: with poor reception, the modem turns up its transmit power to reach the mast, and that takes energy and makes heat.
- **The surroundings**: direct sun, a car dashboard or a hot day; a thick case or a pillow traps the heat. Apple, for example, says iPhones work best between 0 and 35°C (32–95°F).
- **Background activity**: an app stuck in a loop, a big backup or update, or a bug can keep the phone busy when you aren't using it.
- **An ageing or damaged battery**, which heats up more; a **swollen** battery is a fire risk and needs replacing.

To protect itself, a hot phone slows its processor, dims the screen, pauses charging and, past a limit, shows a temperature warning and shuts features down until it cools. To cool it, stop charging, close heavy apps, take off the case and move it out of the sun; never put it in the fridge, as condensation can damage it.`,
    simple: `A phone has a tiny, busy computer and a battery squeezed inside, and no fan to blow the warmth away. When it works really hard, like playing a game, or when it's charging, or sitting in the sun, it makes more heat than it can let out, so it gets hot. Then it slows itself down to cool off, like you'd rest after running.`,
  },
  {
    asked: asked(
      why(String.raw`laptops?|computers?|pcs?|macbooks?|notebooks?`, String.raw`overheats?|overheating|get\s+(?:so\s+|really\s+|too\s+)?(?:hot|warm)|heat\s+up`),
      String.raw`what\s+causes\s+(?:a\s+)?(?:laptops?|computers?|pcs?)\s+(?:to\s+)?overheat(?:ing)?|what\s+causes\s+(?:laptop|computer|pc)\s+overheating`,
    ),
    answer: `A laptop's processor (CPU) and graphics chip (GPU) turn almost all the power they use into heat. A small fan pushes air over a heatsink and out of the vents to carry it away; a laptop overheats when that cooling can't keep up. The usual causes:

- **Dust**: over months, dust and pet hair clog the fan and the heatsink's fins, so less air gets through. It's the most common cause in a laptop a few years old.
- **Blocked vents**: a bed, sofa, cushion or lap covers the intake vents, often on the bottom, and the laptop breathes its own hot air.
- **Heavy work**: games, video editing, compiling code, virtual machines, or dozens of browser tabs keep the chips at full power.
- **Background processes**: an update, an indexing or backup job, a stuck program or malware can keep the CPU busy while you do nothing.
- **Dried-out thermal paste**: the paste between the chip and the heatsink dries out over the years and conducts heat less well.
- **Thin designs and hot rooms**: thin laptops have small fans and run hotter by design, and a warm room leaves less room for the fan to cool.

A hot laptop protects itself by **throttling** (slowing the chips down, so it feels sluggish) and, at worst, shutting down. Use it on a hard surface, clean the vents with short bursts of compressed air, check Task Manager (Windows) or Activity Monitor (Mac) for what's using the CPU, and have an old laptop's fan cleaned and thermal paste renewed by a repair shop.`,
    simple: `Inside a laptop, a little computer brain works really fast, and working hard makes it warm, like you get warm when you run. A tiny fan blows the warm air out through holes in the side. If the holes get covered, like on a bed, or fill up with dust, or the laptop is doing something really hard like a big game, the heat can't get out fast enough and the laptop gets hot.`,
  },
  {
    asked: asked(about(String.raw`(?:artificial\s+intelligence|ai)`), how(String.raw`artificial\s+intelligence|ai|ai\s+models?`)),
    answer: `**Artificial intelligence (AI)** is the field of building computer systems that do things that normally need human intelligence: understanding language, recognising images, making decisions, translating, writing.

Most modern AI is **machine learning**: instead of following rules written by hand, a model learns patterns from huge amounts of examples. A model shown millions of labelled photos learns to recognise cats; a **large language model** like the ones behind chat assistants learns to predict the next word from a vast amount of text, which lets it answer questions and write. AI is very good at the specific tasks it's trained for, but it doesn't understand the world the way people do, and it can be confidently wrong, so its output is worth checking.`,
    simple: `AI means teaching computers to do clever things, like understanding what you say or recognising a cat in a photo. We don't tell the computer every rule. Instead, we show it lots and lots of examples, like thousands of cat pictures, until it learns by itself what a cat looks like. It's a bit like how you learned to recognise dogs: by seeing lots of dogs!`,
  },
  {
    asked: asked(about(String.raw`(?:the\s+)?big\s+bang(?:\s+theory)?`), how(String.raw`(?:the\s+)?big\s+bang|(?:the\s+)?universe`, String.raw`works?|began|begin|started|start|happened`), String.raw`how\s+did\s+(?:the\s+)?universe\s+(?:begin|start)`),
    answer: `The **Big Bang** is the scientific model of how the universe began: about **13.8 billion years ago**, everything was packed into an extremely hot, dense state, and it has been expanding and cooling ever since.

It wasn't an explosion into empty space; space itself expanded. As it cooled, the first particles formed, then, within a few minutes, the nuclei of **hydrogen and helium**. About 380,000 years later, atoms formed and light could travel freely; that light is still around us as the **cosmic microwave background**. Over hundreds of millions of years, gravity pulled gas into the first stars and galaxies. The main evidence: galaxies moving away from each other (the universe is expanding), the cosmic microwave background, and the amounts of light elements, which match the model's predictions. What came before, if anything, is still unknown.`,
    simple: `A very, very long time ago, everything in the whole universe, all the stars, planets and even you, was squished into a tiny, super-hot dot. Then it started to grow, bigger and bigger, and it's still growing today! As it grew, it cooled down, and bits of stuff clumped together to make stars, planets and galaxies. Scientists call that beginning the Big Bang.`,
  },
  {
    asked: asked(about(String.raw`(?:the\s+)?immune\s+system|immunity`), how(String.raw`(?:the\s+)?immune\s+system|immunity|(?:the\s+)?body`, String.raw`works?|fights?\s+(?:off\s+)?(?:germs|infections?|viruses|bacteria|diseases?)`)),
    answer: `The **immune system** is the body's defence network against germs such as bacteria and viruses, made of white blood cells, antibodies and organs like the bone marrow, thymus, spleen and lymph nodes.

It works in two layers:

- **Innate immunity** reacts within minutes to anything foreign: skin and mucus block germs, and cells like **neutrophils** and **macrophages** swallow invaders and raise inflammation (fever, swelling) to slow them down.
- **Adaptive immunity** takes days but is precise: **B cells** make **antibodies** that lock onto one specific germ, and **T cells** kill infected cells. Afterwards, **memory cells** remember the germ, so a second infection is fought off quickly, often before you feel ill.

That memory is what vaccines train, without the illness.`,
    simple: `Your body has its own tiny army, called the immune system. Its soldiers are special cells in your blood. When germs sneak in, through a cut or when you breathe, the soldiers find them and fight them. That's why you sometimes get a fever: your body is turning up the heat to beat the germs. And the army remembers every germ it has beaten, so next time it can win even faster.`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?mortgages?|home\s+loans?`), how(String.raw`(?:a\s+)?mortgages?|home\s+loans?`)),
    answer: `A **mortgage** is a loan to buy a home, with the home itself as security: if the borrower stops paying, the lender can take and sell the property.

You pay a **down payment** (often 5 to 20% of the price) and borrow the rest. The loan is repaid in monthly payments over a long **term**, typically 15 to 30 years. Each payment covers **interest** and part of the **principal** (the amount borrowed); early on most of it is interest, and later most of it pays down the loan. A **fixed-rate** mortgage keeps the same interest rate for the whole term, while a **variable or adjustable-rate** one moves with market rates. The rate you get depends on your credit score, your down payment and your income.`,
    simple: `Houses cost a lot of money, much more than most people have saved. So a bank lends the family the money to buy the house, and the family pays the bank back a little bit every month for many, many years, plus a little extra as a thank-you for the loan. That loan is called a mortgage. When it's all paid back, the house belongs completely to the family.`,
  },
  {
    asked: asked(about(String.raw`banks|(?:a\s+)?bank`), how(String.raw`banks|(?:a\s+)?bank|banking`)),
    answer: `A **bank** keeps people's money safe and lends it out to others, earning money from the difference between the interest it charges borrowers and the interest it pays savers.

When you deposit money, the bank doesn't keep it all in a vault: it keeps a portion in reserve and lends the rest as mortgages, car loans and business loans. Borrowers pay interest, the bank pays savers a lower interest rate, and the gap (plus fees) is its profit. Banks also move money between people through cards, transfers and payments. Because they lend out most deposits, they're regulated, and in many countries deposits are insured by the government up to a limit, so savers get their money back even if a bank fails.`,
    simple: `A bank is like a giant, super-safe piggy bank that lots of people share. When you put your money in, the bank lends some of it to other people, for example to help them buy a house. Those people pay the bank back with a little extra. The bank keeps some of that extra, and gives you a little bit too, just for letting it use your money. And whenever you need your money, you can take it out again.`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?virus(?:es)?|germs`), how(String.raw`(?:a\s+)?virus(?:es)?|germs`, String.raw`works?|spreads?|makes?\s+(?:you|us|people)\s+sick`)),
    answer: `A **virus** is a tiny infectious particle, much smaller than a bacterium, made of genetic material (DNA or RNA) wrapped in a protein coat. It isn't a cell and can't grow or reproduce on its own.

To multiply, a virus has to get inside a living cell. It latches onto the cell's surface, gets in and releases its genes, which hijack the cell's machinery to make copies of the virus. The new viruses burst out or bud off and infect more cells, and the damage, together with the immune system's response (fever, inflammation), is what makes you ill. Antibiotics don't work on viruses; vaccines and, for some viruses, antiviral drugs do.`,
    simple: `A virus is a super tiny germ, much too small to see. It can't do anything on its own, so it sneaks inside the cells of your body and tricks them into making lots of copies of it. That's what makes you feel sick, like when you have a cold. Your body's germ-fighting army then chases the viruses away, and washing your hands helps stop them getting in.`,
  },
  {
    asked: asked(about(String.raw`(?:an?\s+)?(?:solar\s+|lunar\s+)?eclipses?`), causes(String.raw`(?:solar\s+|lunar\s+)?eclipses?|an\s+eclipse`), how(String.raw`(?:solar\s+|lunar\s+)?eclipses?`, String.raw`works?|happens?`)),
    answer: `An **eclipse** happens when the Sun, the Earth and the Moon line up, so that one casts a shadow on the other.

- In a **solar eclipse**, the Moon passes between the Sun and the Earth and blocks the Sun's light. During a **total** solar eclipse, the sky goes dark for a few minutes along a narrow path. It can only happen at new moon.
- In a **lunar eclipse**, the Earth passes between the Sun and the Moon, and the Earth's shadow falls on the Moon, often turning it a coppery red. It can only happen at full moon, and anyone on the night side of Earth can see it.

Eclipses don't happen every month because the Moon's orbit is tilted by about 5° to the Earth's, so the three only line up a few times a year. Never look at a solar eclipse without proper eclipse glasses.`,
    simple: `Sometimes the Sun, the Earth and the Moon line up in a row, like beads on a string. When the Moon gets in front of the Sun, it blocks the sunlight and the day goes dark for a little while: that's a solar eclipse. When the Earth gets between the Sun and the Moon, the Earth's shadow covers the Moon and it can look red: that's a lunar eclipse.`,
  },
  {
    asked: asked(about(String.raw`(?:an?\s+)?opportunity\s+costs?`), how(String.raw`opportunity\s+costs?`)),
    answer: `**Opportunity cost** is what you give up when you choose one option over another: the value of the **best alternative you didn't take**. Every choice has one, because time, money and attention spent on one thing can't be spent on another.

- Spending an evening studying costs you the evening out you could have had.
- Putting $1,000 into a new phone costs you what that $1,000 could have earned saved or invested.
- For a business, using a machine to make one product costs it the other products that machine could have made.

It's a cost that never shows up on a receipt, which is why it's easy to forget. Weighing it ("what else could I do with this?") is the core of good decisions in economics, business and everyday life.`,
    simple: `Imagine you have enough pocket money for either an ice cream or a comic, but not both. If you pick the ice cream, the comic is what you gave up. That's the opportunity cost: the thing you miss out on when you choose something else.`,
  },
  {
    asked: asked(about(String.raw`supply\s+and\s+demand|the\s+law\s+of\s+supply\s+and\s+demand`), how(String.raw`supply\s+and\s+demand|prices`, String.raw`works?|(?:are|is|get)\s+set|(?:are|is)\s+decided`)),
    answer: `**Supply and demand** is the idea that a price settles where the amount people want to buy meets the amount sellers want to sell.

- **Demand**: the lower the price, the more people want to buy.
- **Supply**: the higher the price, the more sellers want to produce and sell.

If the price is too high, sellers are left with unsold goods and cut prices; if it's too low, things sell out and prices rise. Prices drift toward the **equilibrium** where the two meet. When demand jumps (everyone wants umbrellas in a storm) or supply drops (a bad harvest), the price goes up; when the opposite happens, it falls.`,
    simple: `Imagine you sell lemonade on a hot day and lots of kids want some, but you only have a few cups. You could ask for more money, and people would still buy it. On a cold day, nobody wants lemonade, so you'd have to make it cheaper. That's supply and demand: when lots of people want something and there isn't much of it, the price goes up, and when there's lots of it and few people want it, the price goes down.`,
  },
  {
    asked: asked(about(String.raw`(?:the\s+|an\s+)?economy|economies|economics`), how(String.raw`(?:the\s+|an\s+)?economy|economies|economics`)),
    answer: `An **economy** is the whole system by which a country or region produces, trades and uses goods and services: everything people make, buy, sell and earn there.

- **Households** work for businesses and earn wages, then spend that money on goods and services.
- **Businesses** combine workers, materials and machines to make what people want to buy, aiming to make a profit.
- **Governments** collect taxes and spend them on things like roads, schools and defence, and set the rules; a **central bank** manages the money supply and interest rates.
- **Markets** tie it together: supply and demand set prices, and prices tell people what to make and what to buy.

An economy's size is usually measured by its **gross domestic product (GDP)**, the total value of the goods and services it produces in a year. When GDP grows there is usually more work and income; when it shrinks for two quarters or more in a row, that is commonly called a **recession**.`,
    simple: `An economy is how the people in a place get the things they need and want. Grown-ups do jobs, like baking bread, building houses or teaching, and get paid money for their work. Then they spend that money on things other people make, like food, toys and clothes. Everyone's work and everyone's shopping are connected in a big circle: when people buy more, shops need more workers, and when people buy less, they need fewer. That big circle of making, buying and selling is the economy.`,
  },
];

