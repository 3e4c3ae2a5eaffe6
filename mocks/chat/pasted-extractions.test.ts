import { describe, expect, it } from "vitest";
import { jsonObjectAnswer, strict, structuredAnswer } from "../../test/support/structured-answers.ts";
import { actionItemsIn } from "./action-items.ts";
import { eventPlaceIn, eventTitleIn } from "./event-details.ts";
import { jobPostingIn } from "./job-postings.ts";
import { paperIn } from "./paper-citations.ts";
import { daysNamed } from "./when.ts";
import { jsonObjectSchema } from "./json-object-schema.ts";
import { postalAddressIn } from "./postal-addresses.ts";

const text = { type: "string" };
const texts = { type: "array", items: text };
const number = { type: "number" };
const yesNo = { type: "boolean" };
const oneOf = (...values: string[]) => ({ type: "string", enum: values });
const nullable = (type: unknown) => ({ anyOf: [type, { type: "null" }] });

/** The document the mock answers `prompt` with, for a strict json_schema of `properties` (or json_object when none). */
const answer = (prompt: string, properties?: Record<string, unknown>): Promise<any> => (properties ? structuredAnswer(prompt, strict(properties)) : jsonObjectAnswer(prompt));

describe("structured extraction from text the user pastes", () => {
  describe("a postal address", () => {
    const fields = { street: text, city: text, state: text, zip: text, country: text };

    it.each([
      ["Parse this address: 1600 Amphitheatre Parkway, Mountain View, CA 94043", { street: "1600 Amphitheatre Parkway", city: "Mountain View", state: "CA", zip: "94043", country: "USA" }],
      ["can you parse this shipping address into fields 1 Infinite Loop, Cupertino, California 95014, USA", { street: "1 Infinite Loop", city: "Cupertino", state: "California", zip: "95014", country: "USA" }],
      ["Extract the address from this: 742 Evergreen Terrace, Springfield, OR 97477", { street: "742 Evergreen Terrace", city: "Springfield", state: "OR", zip: "97477", country: "USA" }],
    ])("takes the street, city, state and ZIP code of %j in their own fields, not a status", async (prompt, expected) => {
      expect(await answer(prompt, fields)).toEqual(expected);
    });

    it("reads a UK postcode with its city, an apartment line and the recipient's name", async () => {
      expect(await answer("extract the address from this: 221B Baker Street, London NW1 6XE, United Kingdom", { street: text, city: text, postal_code: text, country: text })).toEqual({
        street: "221B Baker Street",
        city: "London",
        postal_code: "NW1 6XE",
        country: "United Kingdom",
      });
      const address = { line1: text, line2: nullable(text), city: text, state: text, postal_code: text };
      expect(await answer("Ship to: Jane Roe, 350 Fifth Avenue, Apt 4B, New York, NY 10118", { name: text, address: strict(address) })).toEqual({
        name: "Jane Roe",
        address: { line1: "350 Fifth Avenue", line2: "Apt 4B", city: "New York", state: "NY", postal_code: "10118" },
      });
      // No apartment in the text: a nullable line 2 is null.
      expect((await answer("Parse this address: 1600 Amphitheatre Parkway, Mountain View, CA 94043", { address: strict(address) })).address.line2).toBeNull();
    });

    it("fills a json_object's keys named in the prompt", async () => {
      expect(await answer("Parse this address into JSON with street, city, state and zip: 742 Evergreen Terrace, Springfield, OR 97477")).toEqual({ street: "742 Evergreen Terrace", city: "Springfield", state: "OR", zip: "97477" });
    });

    it("finds no address in a request that only has a number before capitalised words", () => {
      expect(postalAddressIn("Find 3 Italian restaurants in Austin, TX")).toBeUndefined();
      expect(postalAddressIn("12 Rue de Rivoli, 75001 Paris, France")).toMatchObject({ street: "12 Rue de Rivoli", city: "Paris", postalCode: "75001", country: "France" });
    });
  });

  describe("a job posting", () => {
    it("reads the title, company, place, salary range in numbers, remote flag and listed skills", async () => {
      const prompt = "Extract the job details from this posting:\n\nSenior Frontend Engineer at Acme Corp\nLocation: Berlin, Germany (Remote friendly)\nSalary: $85k–$110k\nWe're looking for someone with React, TypeScript and GraphQL experience.";
      expect(await answer(prompt, { title: text, company: text, location: text, salary_min: number, salary_max: number, remote: yesNo, skills: texts })).toEqual({
        title: "Senior Frontend Engineer",
        company: "Acme Corp",
        location: "Berlin, Germany",
        salary_min: 85000,
        salary_max: 110000,
        remote: true,
        skills: ["React", "TypeScript", "GraphQL"],
      });
    });

    it("fills a nested salary, an on-site flag and an employment type enum from a one-line post", async () => {
      const salary = strict({ min: nullable(number), max: nullable(number), currency: text });
      const out = await answer("Parse this job post into JSON:\nData Analyst - Globex (Chicago, IL). On-site. $70,000 - $90,000 per year. Requirements: SQL, Python, Tableau. Full-time.", {
        job_title: text,
        company: text,
        location: text,
        salary,
        remote: yesNo,
        employment_type: oneOf("full_time", "part_time", "contract", "internship"),
        skills: texts,
      });
      expect(out).toEqual({ job_title: "Data Analyst", company: "Globex", location: "Chicago, IL", salary: { min: 70000, max: 90000, currency: "USD" }, remote: false, employment_type: "full_time", skills: ["SQL", "Python", "Tableau"] });
    });

    it.each([
      ["extract from this listing: Backend Developer (Go) — Initech — fully remote — €60k-€75k — Kubernetes, PostgreSQL, gRPC", { title: "Backend Developer (Go)", company: "Initech", salaryMin: 60000, salaryMax: 75000, currency: "EUR", remote: true }],
      ["We're hiring a Product Designer at Hooli in Austin, TX. Hybrid, $120,000 to $140,000. Figma required.", { title: "Product Designer", company: "Hooli", location: "Austin, TX", salaryMin: 120000, salaryMax: 140000, workplace: "hybrid" }],
    ])("reads %j", (prompt, expected) => {
      expect(jobPostingIn(prompt)).toMatchObject(expected);
    });

    it("names a json_object's two-word keys and types salary bounds and remote from the prompt", async () => {
      const prompt = "Extract the job title, company, salary_min, salary_max and remote as JSON from: Staff ML Engineer at OpenMind, $180k-$220k, remote OK";
      expect(jsonObjectSchema([{ role: "user", content: prompt }] as never)?.properties).toMatchObject({ job_title: { type: "string" }, salary_min: { type: "number" }, remote: { type: "boolean" } });
      expect(await answer(prompt)).toEqual({ job_title: "Staff ML Engineer", company: "OpenMind", salary_min: 180000, salary_max: 220000, remote: true });
    });
  });

  describe("an invoice or a receipt", () => {
    it("reads lines written in prose without an x, and the customer after the vendor", async () => {
      const line = strict({ description: text, quantity: number, unit_price: number, amount: number });
      const out = await answer(
        "Parse this invoice: Invoice INV-2041 from Acme Supplies to Globex, dated 2026-02-01. 10 boxes of paper at $25.00 each, 4 toner cartridges at $80.00 each. Subtotal $570.00, tax $45.60, total $615.60.",
        { invoice_number: text, vendor: text, customer: text, date: text, line_items: { type: "array", items: line }, subtotal: number, tax: number, total: number },
      );
      expect(out).toEqual({
        invoice_number: "INV-2041",
        vendor: "Acme Supplies",
        customer: "Globex",
        date: "2026-02-01",
        line_items: [
          { description: "boxes of paper", quantity: 10, unit_price: 25, amount: 250 },
          { description: "toner cartridges", quantity: 4, unit_price: 80, amount: 320 },
        ],
        subtotal: 570,
        tax: 45.6,
        total: 615.6,
      });
    });

    describe("a one-time fee beside the product lines", () => {
      const line = strict({ description: text, quantity: number, unit_price: number, amount: number });
      const schema = { invoice_number: text, line_items: { type: "array", items: line }, subtotal: number, total: number };
      it.each([
        [
          "Extract the invoice data from this text: Invoice #INV-3090 from Brightline Studio, dated 2025-04-02. 3 x Website page at $400.00 each, 2 x Logo revision at $75.00 each. Setup fee $200. Total: $1,550.00",
          [["Website page", 3, 400], ["Logo revision", 2, 75], ["Setup fee", 1, 200]],
          1550,
        ],
        [
          "Parse this invoice: Invoice INV-77 from Acme Hosting to Globex. 12 months of hosting at $20.00 each. One-time setup fee: 150.00. Total $390.00",
          [["months of hosting", 12, 20], ["One-time setup fee", 1, 150]],
          390,
        ],
        [
          "Extract the invoice data: Invoice #INV-5 from Peak IT.\n2 x Laptop stand @ $45.00\n1 x USB-C hub @ $60.00\nInstallation fee: $80.00",
          [["Laptop stand", 2, 45], ["USB-C hub", 1, 60], ["Installation fee", 1, 80]],
          230,
        ],
        [
          "Extract the invoice:\nInvoice #A-12\nNorthwind Traders\nWidget 25.00\nGadget 40.00\nSetup fee 200.00\nTotal 265.00",
          [["Widget", 1, 25], ["Gadget", 1, 40], ["Setup fee", 1, 200]],
          265,
        ],
      ] as const)("lists the fee of %j as a line of its own, and the total adds up", async (prompt, lines, total) => {
        const out = await answer(prompt, schema);
        expect(out.line_items).toEqual(lines.map(([description, quantity, unit_price]) => ({ description, quantity, unit_price, amount: quantity * unit_price })));
        expect(out.subtotal).toBe(total);
        expect(out.total).toBe(total);
      });

      it("names the vendor from the line under the invoice's number, not the word Invoice", async () => {
        const out = await answer("Extract the invoice:\nInvoice #A-12\nNorthwind Traders\nWidget 25.00\nSetup fee 200.00\nTotal 225.00", { invoice_number: text, vendor: text, total: number });
        expect(out).toEqual({ invoice_number: "A-12", vendor: "Northwind Traders", total: 225 });
      });
    });

    it("reads a receipt's lines of one thing and its price, not its tip or total, and its shop from the header", async () => {
      const out = await answer("Extract the receipt: Blue Bottle Coffee\nCappuccino 5.50\nAvocado toast 12.00\nTip 3.50\nTotal 21.00", {
        merchant: text,
        items: { type: "array", items: strict({ name: text, price: number }) },
        tip: nullable(number),
        total: number,
      });
      expect(out).toEqual({ merchant: "Blue Bottle Coffee", items: [{ name: "Cappuccino", price: 5.5 }, { name: "Avocado toast", price: 12 }], tip: 3.5, total: 21 });
    });
  });

  describe("a customer's message about an order", () => {
    it.each([
      ["Extract the order details from this customer message: my order #12345 hasn't arrived yet and it's been 2 weeks", { type: "string" }, "12345"],
      ["extract the order number from: my order #12345 hasn't arrived", { type: "string", pattern: "^#\\d+$" }, "#12345"],
      ["Extract: my order #12345 hasn't arrived", { type: "string", description: "The order number, including the # sign" }, "#12345"],
      ["Extract info from this message: Where is my package? Order 55120 still hasn't arrived", nullable(text), "55120"],
      ["Extract info from this message: Where is my package? Order 55120 still hasn't arrived", { type: "integer" }, 55120],
      ["extract info from the support message: Hi, order #A-7781 arrived damaged, the screen is cracked.", nullable(text), "A-7781"],
    ])("takes the order number of %j in the form %j asks", async (prompt, property, expected) => {
      expect((await answer(prompt, { order_id: property })).order_id).toEqual(expected);
    });

    it("says the issue in the customer's words and picks the issue and action enums the message cues", async () => {
      expect((await answer("Extract the order details from this customer message: my order #12345 hasn't arrived yet and it's been 2 weeks", { order_id: text, issue: text })).issue).toBe(
        "Order #12345 hasn't arrived yet and it's been 2 weeks",
      );
      const out = await answer("extract info from the support message: Hi, order #A-7781 arrived damaged, the screen is cracked. I want a refund.", {
        order_id: nullable(text),
        issue_type: oneOf("late_delivery", "damaged_item", "wrong_item", "refund_request", "other"),
        requested_action: oneOf("refund", "replacement", "none"),
      });
      expect(out).toEqual({ order_id: "A-7781", issue_type: "damaged_item", requested_action: "refund" });
      expect((await answer("Extract info from this message: Order 55120 still hasn't arrived, it's been 10 days", { order_id: text, issue: oneOf("damaged", "late", "wrong_item", "other") })).issue).toBe("late");
    });

    it("reads \"Not urgent\" as a low priority, not an urgent one, and names the ticket's product as written", async () => {
      const out = await answer("Extract ticket fields: My AirPods Pro won't connect to my MacBook after the update. Not urgent but annoying.", {
        category: oneOf("billing", "technical", "account", "other"),
        priority: oneOf("low", "medium", "high"),
        product: nullable(text),
      });
      expect(out).toEqual({ category: "technical", priority: "low", product: "AirPods Pro" });
    });
  });

  it("reads a person's occupation, employer and city, not the title before the name or the employer as the city", async () => {
    const out = await answer("Extract the person's info: Dr. Emily Chen, 42, is a cardiologist at Mercy Hospital in Denver.", {
      name: text,
      age: nullable({ type: "integer" }),
      occupation: nullable(text),
      employer: nullable(text),
      city: nullable(text),
    });
    expect(out).toEqual({ name: "Emily Chen", age: 42, occupation: "cardiologist", employer: "Mercy Hospital", city: "Denver" });
  });

  describe("a contact's details", () => {
    it("fills nullable fields the text gives and leaves null those it does not", async () => {
      const out = await answer("Extract contact details: Hi, this is Tom Becker from Nordlicht GmbH, you can reach me at tom.becker@nordlicht.de or call 030 1234 5678.", {
        name: text,
        company: nullable(text),
        email: nullable(text),
        phone: nullable(text),
        website: nullable(text),
      });
      expect(out).toEqual({ name: "Tom Becker", company: "Nordlicht GmbH", email: "tom.becker@nordlicht.de", phone: "030 1234 5678", website: null });
    });
  });

  it("gives a transcript's \"I'll\" and \"I can\" to the speaker of the line, with a due day written without \"by\"", async () => {
    const transcript = "Extract the action items from this meeting transcript:\n\nSarah: I'll send the revised budget to finance by Friday.\nMike: I can update the onboarding docs next week.\nPriya: Let's have the design review on Tuesday; I'll book the room.";
    expect(actionItemsIn(transcript).map(({ owner, task, due }) => ({ owner, task, due }))).toEqual([
      { owner: "Sarah", task: "Send the revised budget to finance", due: "Friday" },
      { owner: "Mike", task: "Update the onboarding docs", due: "next week" },
      { owner: "Priya", task: "Book the room", due: null },
    ]);
    const out = await answer(transcript, { action_items: { type: "array", items: strict({ owner: text, task: text, due: nullable(text) }) } });
    expect(out.action_items.map((item: { owner: string }) => item.owner)).toEqual(["Sarah", "Mike", "Priya"]);
  });

  describe("an event told in an email or a note", () => {
    it("takes the place after \"in\" or \"at\" (not the greeting, not \"at 2pm\") and the event's own name as its title", async () => {
      const out = await answer("Extract the event from this email:\n\nHi team, let's meet for the Q3 planning session on Thursday, March 19 at 2pm in Conference Room B. Attendees: Alice, Bob and Priya.", {
        title: text,
        time: text,
        location: text,
        attendees: texts,
      });
      expect(out).toEqual({ title: "Q3 planning session", time: "14:00", location: "Conference Room B", attendees: ["Alice", "Bob", "Priya"] });
      const picnic = await answer("Extract the event details: The annual company picnic will be held on June 14, 2026 from 11am to 4pm at Golden Gate Park. Please RSVP to events@acme.com.", {
        event_name: text,
        date: { type: "string", format: "date" },
        location: text,
      });
      expect(picnic).toEqual({ event_name: "Annual company picnic", date: "2026-06-14", location: "Golden Gate Park" });
    });

    it.each([
      ["Dinner with Sarah at Nopa on Friday at 7:30pm", "Dinner with Sarah", "Nopa"],
      ["You're invited to Emma's birthday party on Saturday at 6pm at The Rusty Anchor.", "Emma's birthday party", "The Rusty Anchor"],
      ["Join us for the product launch webinar on May 5 at 10am.", "Product launch webinar", undefined],
    ])("reads %j", (note, title, place) => {
      expect([eventTitleIn(note), eventPlaceIn(note)]).toEqual([title, place]);
    });

    it("dates \"Thursday, March 19\" by the date written, not by the next Thursday", () => {
      expect(daysNamed("let's meet on thursday, march 19 at 2pm", Date.UTC(2026, 2, 1))).toEqual(["2026-03-19"]);
      expect(daysNamed("let's meet on thursday at 2pm", Date.UTC(2026, 2, 1))).toEqual(["2026-03-05"]);
    });
  });

  describe("a research paper's citation or abstract", () => {
    it("reads an APA citation's title, every author, year and venue (the request was a 500)", async () => {
      const out = await answer(
        "Extract the paper metadata: Vaswani, A., Shazeer, N., Parmar, N., Uszkoreit, J., Jones, L., Gomez, A. N., Kaiser, L., & Polosukhin, I. (2017). Attention is all you need. In Advances in Neural Information Processing Systems.",
        { title: text, authors: texts, year: { type: "integer" }, venue: nullable(text) },
      );
      expect(out).toEqual({
        title: "Attention is all you need",
        authors: ["A. Vaswani", "N. Shazeer", "N. Parmar", "J. Uszkoreit", "L. Jones", "A. N. Gomez", "L. Kaiser", "I. Polosukhin"],
        year: 2017,
        venue: "Advances in Neural Information Processing Systems",
      });
    });

    it("reads a title line over its authors and abstract, the summary the abstract's first sentence", async () => {
      const out = await answer(
        "Extract title, authors, year and a one-sentence summary from this abstract:\n\nBERT: Pre-training of Deep Bidirectional Transformers for Language Understanding\nJacob Devlin, Ming-Wei Chang, Kenton Lee, Kristina Toutanova (2019)\nWe introduce a new language representation model called BERT, which stands for Bidirectional Encoder Representations from Transformers. BERT is designed to pre-train deep bidirectional representations from unlabeled text.",
        { title: text, authors: texts, year: { type: "integer" }, summary: text },
      );
      expect(out).toEqual({
        title: "BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding",
        authors: ["Jacob Devlin", "Ming-Wei Chang", "Kenton Lee", "Kristina Toutanova"],
        year: 2019,
        summary: "We introduce a new language representation model called BERT, which stands for Bidirectional Encoder Representations from Transformers.",
      });
    });

    it.each([
      ['Parse this citation: K. He, X. Zhang, S. Ren, and J. Sun, "Deep residual learning for image recognition," in Proc. IEEE Conf. Computer Vision and Pattern Recognition (CVPR), 2016, pp. 770-778.', { title: "Deep residual learning for image recognition", authors: ["K. He", "X. Zhang", "S. Ren", "J. Sun"], year: 2016, venue: "Proc. IEEE Conf. Computer Vision and Pattern Recognition (CVPR)" }],
      ["Extract the reference: LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature, 521(7553), 436-444. https://doi.org/10.1038/nature14539", { title: "Deep learning", authors: ["Y. LeCun", "Y. Bengio", "G. Hinton"], year: 2015, venue: "Nature", doi: "10.1038/nature14539" }],
    ])("reads %j", (citation, expected) => {
      expect(paperIn(citation)).toEqual(expected);
    });
  });
});

describe("extraction details a model gets right", () => {
  it.each([
    ["Extract the order details: my order 98765 hasn't shipped yet", "pending"],
    ["extract order status: order #4411 has not been delivered", "pending"],
    ["parse this: my package never shipped", "pending"],
  ])("reads a negated status in %j as not reached yet, not the status it names", async (prompt, expected) => {
    expect((await answer(prompt, { status: oneOf("pending", "shipped", "delivered", "cancelled") })).status).toBe(expected);
  });

  it("still takes a status the text says without a negation", async () => {
    expect((await answer("Extract the order details: order 98765 shipped yesterday", { order_id: text, status: oneOf("pending", "shipped", "delivered") })).status).toBe("shipped");
  });

  it("reads a listing title's maker and model, and a review count in the thousands", async () => {
    expect(
      await answer("Extract product info: Sony WH-1000XM5 Wireless Noise Cancelling Headphones - $399.99 - 4.7 stars from 12,345 reviews", { name: text, brand: text, price: number, rating: number, review_count: number }),
    ).toEqual({ name: "Sony WH-1000XM5", brand: "Sony", price: 399.99, rating: 4.7, review_count: 12345 });
  });

  it.each([
    [
      "Extract the company info: Stripe was founded in 2010 by Patrick and John Collison, headquartered in San Francisco, California.",
      { name: text, founded_year: number, founders: texts, headquarters: text },
      { name: "Stripe", founded_year: 2010, founders: ["Patrick Collison", "John Collison"], headquarters: "San Francisco, California" },
    ],
    [
      "extract company details from this text: Google was founded in 1998 by Larry Page and Sergey Brin. It is headquartered in Mountain View, California.",
      { company_name: text, founded: number, founders: texts, hq_city: text },
      { company_name: "Google", founded: 1998, founders: ["Larry Page", "Sergey Brin"], hq_city: "Mountain View" },
    ],
  ])("reads a company's name, founders, headquarters and year from %j", async (prompt, fields, expected) => {
    expect(await answer(prompt, fields)).toEqual(expected);
  });

  it.each([
    ["Extract from this review: \"Stayed 3 nights at Hilton Garden Inn Seattle. Clean rooms, friendly staff, but breakfast was disappointing. 4/5\"", "Hilton Garden Inn Seattle"],
    ["Extract from this review: Stayed 3 nights at the Hilton Garden Inn Seattle. Great location. 4/5", "Hilton Garden Inn Seattle"],
  ])("takes the hotel's name after \"at\" in %j, not the sentence it opens", async (prompt, expected) => {
    expect(await answer(prompt, { hotel_name: text, nights: number, rating: number })).toEqual({ hotel_name: expected, nights: 3, rating: 4 });
  });
});

describe("a flight confirmation", () => {
  it.each([
    [
      "Extract the flight details: Your flight UA 837 on United Airlines departs San Francisco (SFO) at 11:05 AM on March 14 and arrives in Tokyo (NRT) at 3:20 PM.",
      { airline: "United Airlines", flight_number: "UA 837", departure_airport: "SFO", arrival_airport: "NRT", departure_time: "11:05 AM", arrival_time: "3:20 PM" },
    ],
    [
      "extract flight info from: Delta flight DL 1234 from JFK to LAX departs 8:00 AM, arrives 11:15 AM",
      { airline: "Delta", flight_number: "DL 1234", departure_airport: "JFK", arrival_airport: "LAX", departure_time: "8:00 AM", arrival_time: "11:15 AM" },
    ],
  ])("reads the airline, flight number, airports and times of %j", async (prompt, expected) => {
    expect(await answer(prompt, { airline: text, flight_number: text, departure_airport: text, arrival_airport: text, departure_time: text, arrival_time: text })).toEqual(expected);
  });

  it("names the airline its code stands for when the text names none", async () => {
    expect(await answer("Parse this booking: Flight BA 286, London Heathrow (LHR) to San Francisco (SFO), departs 14:30, arrives 17:45", { airline: text, flight_number: text, origin: text, destination: text })).toEqual({
      airline: "British Airways",
      flight_number: "BA 286",
      origin: "LHR",
      destination: "SFO",
    });
  });
});
