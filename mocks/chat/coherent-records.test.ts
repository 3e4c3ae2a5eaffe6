import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { schemaAjv } from "../../test/support/json-schema.ts";
import { strict } from "../../test/support/structured-answers.ts";
import { withCoherentRecords } from "./coherent-records.ts";
import { kindOf } from "./property-kinds.ts";
import { askedCounts } from "./list-counts.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();
const listOf = (key: string, item: Record<string, unknown>) => strict({ [key]: { type: "array", items: strict(item) } });
const accepts = () => true;

/** The document the mock answers `prompt` with, for `schema`; checked against the schema. */
async function documentFor(prompt: string, schema: Record<string, unknown>, name = "out"): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name, strict: true, schema } } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const document = JSON.parse(result.body.choices[0].message.content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  return document;
}

/** The arguments of the calls the mock makes of `tool` for `prompt`. */
async function argumentsFor(prompt: string, name: string, parameters: Record<string, unknown>): Promise<any[]> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], tools: [{ type: "function", function: { name, parameters } }], tool_choice: "required" };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  return result.body.choices[0].message.tool_calls.map((call: any) => JSON.parse(call.function.arguments));
}

/** "Zieliński" → "zielinski": how an address writes a name. */
const plain = (name: string) => name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/ł/g, "l").replace(/ø/g, "o").replace(/[^a-z0-9]/g, "");

const user = { id: { type: "string" }, firstName: { type: "string" }, lastName: { type: "string" }, email: { type: "string", format: "email" }, createdAt: { type: "string", format: "date-time" } };

describe("made-up users hang together", () => {
  it("makes each user's email of that user's name, and numbers the ids by kind: Generate 3 fake users for testing", async () => {
    for (const prompt of ["Generate 3 fake users for testing", "Create 5 mock users", "Give me four sample users for my admin table"]) {
      const { users } = await documentFor(prompt, listOf("users", user));
      expect(users.length, prompt).toBeGreaterThanOrEqual(3);
      users.forEach((made: any, i: number) => {
        expect(made.email, prompt).toBe(`${plain(made.firstName)}.${plain(made.lastName)}@example.com`);
        expect(made.id, prompt).toBe(`user_${i + 1}`);
      });
    }
  });

  it("writes a full name, a username, an avatar and a phone of the same person, and creates a user before updating it", async () => {
    const schema = listOf("users", {
      id: { type: "integer" }, name: { type: "string" }, firstName: { type: "string" }, lastName: { type: "string" }, username: { type: "string" }, email: { type: "string" },
      phone: { type: "string" }, age: { type: "integer" }, avatarUrl: { type: "string" }, createdAt: { type: "string" }, updatedAt: { type: "string" },
    });
    const { users } = await documentFor("Generate 3 fake users for testing", schema);
    expect(users.map((made: any) => made.id)).toEqual([1, 2, 3]);
    for (const made of users) {
      expect(made.name).toBe(`${made.firstName} ${made.lastName}`);
      expect(made.username).toBe(`${plain(made.firstName)}_${plain(made.lastName)}`);
      expect(made.avatarUrl).toBe(`https://i.pravatar.cc/150?u=${encodeURIComponent(made.email)}`);
      expect(made.phone).toMatch(/^\+1 \(\d{3}\) 555-01\d{2}$/);
      // "3 fake users" counts the users: it is none of their ages.
      expect(made.age).toBeGreaterThanOrEqual(18);
      expect(Date.parse(made.createdAt)).toBeLessThanOrEqual(Date.parse(made.updatedAt));
    }
  });

  it("names the people of a list that says nothing of them (`items`) for what the prompt counts past 'fake'", async () => {
    const { items } = await documentFor("Generate 3 fake users", listOf("items", { id: { type: "integer" }, name: { type: "string" }, email: { type: "string" } }));
    for (const made of items) {
      expect(made.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}/u);
      expect(made.name).not.toMatch(/^Fake \d/);
      const [first, last] = made.name.split(" ");
      expect(made.email).toBe(`${plain(first)}.${plain(last)}@example.com`);
    }
  });

  it("keeps a UUID id a UUID, and numbers a `userId` beside it", async () => {
    const { users } = await documentFor("Generate 3 fake users", listOf("users", { id: { type: "string", format: "uuid" }, userId: { type: "integer" }, name: { type: "string" } }));
    expect(users.map((made: any) => made.userId)).toEqual([1, 2, 3]);
    for (const made of users) expect(made.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("keeps the faker's value where the schema refuses the coherent one (an email pattern)", async () => {
    const { users } = await documentFor("Generate 3 fake users", listOf("users", { fullName: { type: "string" }, email: { type: "string", pattern: "^[a-z]+@corp\\.com$" } }));
    for (const made of users) expect(made.email).toMatch(/^[a-z]+@corp\.com$/);
  });
});

describe("made-up products and orders", () => {
  const product = { id: { type: "string" }, name: { type: "string" }, price: { type: "number" }, category: { type: "string" }, inStock: { type: "boolean" }, rating: { type: "number" }, sku: { type: "string" }, currency: { type: "string" }, image: { type: "string" } };

  it("lists a shop's products with a category and a price that go with each, an SKU, USD and a picture: Create sample products for my store", async () => {
    const { products } = await documentFor("Create sample products for my store", listOf("products", product));
    expect(products.length).toBeGreaterThanOrEqual(2);
    products.forEach((made: any, i: number) => {
      expect(made.id).toBe(`product_${i + 1}`);
      expect(made.name).not.toMatch(/^Product \d/);
      expect(made.category).not.toBe("Store");
      expect(Math.round(made.price * 100) / 100).toBe(made.price);
      expect(made.sku).toBe(`${made.name.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase()}-00${i + 1}`);
      expect(made.currency).toBe("USD");
      expect(made.image).toMatch(/^https:\/\/picsum\.photos\/seed\/[a-z0-9-]+\/400\/300$/);
      expect(made.rating).toBeGreaterThanOrEqual(3.5);
      expect(made.rating).toBeLessThanOrEqual(5);
    });
  });

  it("sells what the shop the prompt describes sells", async () => {
    const { products } = await documentFor("Generate 3 products for a coffee shop", listOf("products", product));
    expect(products[0]).toMatchObject({ name: expect.any(String) });
    expect(products.map((made: any) => made.category).every((category: string) => ["Coffee", "Brewing", "Drinks", "Bakery", "Accessories"].includes(category))).toBe(true);
    expect(products.map((made: any) => made.name)).toContain("Oat Milk Latte");
  });

  it("makes an order's total what its items add up to, its items products, its customer's email of the customer's name", async () => {
    const schema = listOf("orders", {
      orderId: { type: "string" },
      customer: strict({ name: { type: "string" }, email: { type: "string", format: "email" } }),
      items: { type: "array", minItems: 1, items: strict({ productId: { type: "string" }, name: { type: "string" }, quantity: { type: "integer" }, price: { type: "number" } }) },
      total: { type: "number" },
      status: { type: "string", enum: ["pending", "shipped", "delivered"] },
      currency: { type: "string" },
    });
    for (const prompt of ["mock orders for my dashboard", "Generate 3 fake orders in euros"]) {
      const { orders } = await documentFor(prompt, schema);
      orders.forEach((order: any, i: number) => {
        expect(order.orderId, prompt).toBe(`order_${i + 1}`);
        const [first, last] = order.customer.name.split(" ");
        expect(order.customer.email, prompt).toBe(`${plain(first)}.${plain(last)}@example.com`);
        const sum = order.items.reduce((total: number, item: any) => total + item.price * item.quantity, 0);
        expect(order.total, prompt).toBe(Math.round(sum * 100) / 100);
        order.items.forEach((item: any, j: number) => {
          expect(item.productId, prompt).toBe(`product_${j + 1}`);
          expect(item.quantity, prompt).toBeLessThanOrEqual(3);
          expect(item.name.split(" ")[0], prompt).not.toMatch(/^(?:Lars|Ivan|Lei|Yusuf|Fatima)$/);
        });
        expect(order.currency, prompt).toBe(prompt.includes("euros") ? "EUR" : "USD");
      });
    }
  });
});

describe("a tool's record uses what the message gives", () => {
  const createUser = strict({ id: { type: "string" }, firstName: { type: "string" }, lastName: { type: "string" }, email: { type: "string", format: "email" }, createdAt: { type: "string", format: "date-time" } });

  it("makes the email of the name the message gives, and keeps an email it writes", async () => {
    expect(await argumentsFor("Create a user named Maria Lopez", "create_user", createUser)).toEqual([expect.objectContaining({ id: "user_1", firstName: "Maria", lastName: "Lopez", email: "maria.lopez@example.com" })]);
    expect(await argumentsFor("Create a user named Maria Lopez with email maria@acme.io", "create_user", createUser)).toEqual([expect.objectContaining({ firstName: "Maria", lastName: "Lopez", email: "maria@acme.io" })]);
    const [made] = await argumentsFor("Create a test user", "create_user", createUser);
    expect(made.email).toBe(`${plain(made.firstName)}.${plain(made.lastName)}@example.com`);
  });

  it("takes the id the message writes after the record's noun", async () => {
    expect(await argumentsFor("Where is order 1042?", "get_order", strict({ orderId: { type: "string" } }))).toEqual([{ orderId: "1042" }]);
    expect(await argumentsFor("Cancel order #A-17 please", "cancel_order", strict({ order_id: { type: "string" } }))).toEqual([{ order_id: "A-17" }]);
  });
});

describe("withCoherentRecords", () => {
  const observed = { users: [{ id: "NsIt", firstName: "Ananya", lastName: "Silva", email: "grace.smith@example.org", createdAt: "2026-12-06T15:15:00Z", updatedAt: "2026-03-01T09:00:00Z" }, { id: "28vmcdF1AS", firstName: "Ren", lastName: "Zieliński", email: "bob@test.org", createdAt: "2026-01-06T15:15:00Z", updatedAt: "2026-02-01T09:00:00Z" }] };

  it("rewrites the observed users from their names: ananya.silva@example.com, user_1, created before updated", () => {
    expect(withCoherentRecords(observed, { text: "Generate 2 fake users for testing" }, accepts)).toEqual({
      users: [
        { id: "user_1", firstName: "Ananya", lastName: "Silva", email: "ananya.silva@example.com", createdAt: "2026-03-01T09:00:00Z", updatedAt: "2026-12-06T15:15:00Z" },
        { id: "user_2", firstName: "Ren", lastName: "Zieliński", email: "ren.zielinski@example.com", createdAt: "2026-01-06T15:15:00Z", updatedAt: "2026-02-01T09:00:00Z" },
      ],
    });
  });

  it("writes an address's letters in plain Latin: Paweł Kowalski → pawel.kowalski, Søren Østergård → soren.ostergard", () => {
    const people = { users: [{ name: "Paweł Kowalski", email: "a@x.io" }, { name: "Søren Østergård", email: "b@x.io" }] };
    expect(withCoherentRecords(people, { text: "" }, accepts)).toEqual({ users: [{ name: "Paweł Kowalski", email: "pawel.kowalski@example.com" }, { name: "Søren Østergård", email: "soren.ostergard@example.com" }] });
  });

  it("gives two people of one name two addresses", () => {
    const twins = { users: [{ name: "Ana Silva", email: "a@x.io" }, { name: "Ana Silva", email: "b@x.io" }] };
    expect(withCoherentRecords(twins, { text: "" }, accepts)).toEqual({ users: [{ name: "Ana Silva", email: "ana.silva@example.com" }, { name: "Ana Silva", email: "ana.silva2@example.com" }] });
  });

  it("leaves a document without records as it is, the same object", () => {
    for (const document of [{ city: "Paris", unit: "celsius" }, { title: "Pancakes", steps: ["Mix"] }, { ingredients: [{ name: "Flour", amount: "200 g" }] }]) {
      expect(withCoherentRecords(document, { text: "Anything" }, accepts)).toBe(document);
    }
  });

  it("leaves a lone email (a newsletter's signup), an id the user wrote and what the schema refuses", () => {
    const signup = { email: "jiho.kim@example.org" };
    expect(withCoherentRecords(signup, { text: "Subscribe me", name: "subscribe" }, accepts)).toBe(signup);
    const lookup = { userId: 42 };
    expect(withCoherentRecords(lookup, { text: "Show user 42", name: "get_user" }, accepts)).toEqual({ userId: 42 });
    const refused = { users: [{ id: "NsIt", name: "Ana Silva", email: "x@y.io" }] };
    expect(withCoherentRecords(refused, { text: "" }, () => false)).toBe(refused);
  });

  it("keeps a product the user names", () => {
    const named = { products: [{ name: "Blue Mug", price: 12.5 }] };
    expect(withCoherentRecords(named, { text: "Add a product called Blue Mug" }, accepts)).toBe(named);
  });
});

describe("what a record's names mean", () => {
  it("reads the `name` of a user as the user's full name, and `user_name` as a username", () => {
    expect(kindOf("name", "users")).toBe("person");
    expect(kindOf("name", "user")).toBe("person");
    expect(kindOf("user_name", "")).toBe("username");
    expect(kindOf("first_name", "users")).toBe("first-name");
  });

  it("counts users, not the word 'fake' before them", () => {
    expect(askedCounts("Generate 3 fake users for testing").noun).toBe("user");
    expect(askedCounts("Create 5 sample products").noun).toBe("product");
    expect(askedCounts("Generate 3 hero descriptions").noun).toBe("hero");
  });
});

describe("what withCoherentRecords leaves a name", () => {
  it("replaces a faker's string or a placeholder as a person's name, not a one-word name of a player or an account", () => {
    const written = withCoherentRecords({ users: [{ name: "NsIt", email: "a@b.io" }, { name: "User 2", email: "c@d.io" }] }, { text: "Make users" }, accepts) as any;
    for (const made of written.users) {
      expect(made.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}/u);
      const [first, last] = made.name.split(" ");
      expect(made.email).toBe(`${plain(first)}.${plain(last)}@example.com`);
    }
    const players = { players: [{ name: "Shadow", score: 10 }] };
    expect(withCoherentRecords(players, { text: "Make a leaderboard" }, accepts)).toBe(players);
    const accounts = { accounts: [{ id: 7, name: "Savings" }] };
    expect(withCoherentRecords(accounts, { text: "List accounts" }, accepts)).toEqual({ accounts: [{ id: 1, name: "Savings" }] });
  });
});

describe("a form's one person", () => {
  it("signs a person of one written name up with that name's address: Ana → ana@example.com", () => {
    expect(withCoherentRecords({ name: "Ana", email: "bob429@test.org", age: 34 }, { text: "Ana, a designer in her thirties, wants the pro plan", name: "signup" }, accepts)).toEqual({ name: "Ana", email: "ana@example.com", age: 34 });
    expect(withCoherentRecords({ name: "Anna", email: "anna@example.com" }, { text: "Anna, anna@example.com, 34", name: "signup" }, accepts)).toEqual({ name: "Anna", email: "anna@example.com" });
  });
});

describe("a form's test data: one person's job and password", () => {
  const signup = strict({ first_name: { type: "string" }, last_name: { type: "string" }, email: { type: "string" }, password: { type: "string" }, job_title: { type: "string" } });

  it.each(["Generate test data for a signup form", "Create fake data for a registration form", "Give me sample user data to fill in a sign-up form"])(
    "%s → a job title a person has, not the form's name, and the email of their name",
    async (prompt) => {
      const person = await documentFor(prompt, signup);
      expect(person.job_title).not.toMatch(/form|data|user|sign/i);
      expect(person.job_title).toMatch(/^(?:[A-Z][\w&]*)(?: (?:of )?[A-Z&][\w&]*)*$/);
      const local = `${person.first_name}.${person.last_name}`.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      expect(person.email).toBe(`${local.replace(/[^a-z.]/g, "")}@example.com`);
      // A password a form accepts: long, with letters of both cases, a digit and a symbol.
      expect(person.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{10,}$/);
    },
  );

  it("keeps a job the prompt gives, and gives a confirmation field the same password", () => {
    const person = { first_name: "Ana", last_name: "Silva", email: "x@y.org", job_title: "Nurse", password: "x", confirm_password: "" };
    const written = withCoherentRecords(person, { text: "Generate a signup for Ana Silva, a nurse" }, accepts) as any;
    expect(written.job_title).toBe("Nurse");
    expect(written.password).toBe(written.confirm_password);
    expect(written.password).not.toBe("x");
    expect(withCoherentRecords({ first_name: "Ana", last_name: "Silva", job_title: "Software Engineer" }, { text: "Generate a user who is a Software Engineer" }, accepts)).toEqual({ first_name: "Ana", last_name: "Silva", job_title: "Software Engineer" });
  });
});

describe("a shop's list of products with no id", () => {
  it("names the products of a coffee shop and describes each, not \"Product 1\" and \"the Coffee Shop pairs durable materials\"", async () => {
    const schema = listOf("products", { name: { type: "string" }, description: { type: "string" }, price: { type: "number" } });
    const { products } = await documentFor("Generate 3 products for a coffee shop", schema);
    expect(products).toHaveLength(3);
    for (const product of products) {
      expect(product.name).not.toMatch(/^Product \d+$/);
      expect(product.description).toContain(product.name);
      expect(product.description).not.toMatch(/Coffee Shop/);
    }
  });
});
