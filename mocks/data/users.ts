import { seededRandom, type Random } from "./random.ts";

/** One user of GET /api/users. */
export interface User {
  id: number;
  name: string;
  email: string;
  created_at: string;
}

/** Size of the fixed user population. */
export const USER_COUNT = 137;

// First and last names are paired within a culture (and gendered surnames with matching first names).
const CULTURES: readonly { first: readonly string[]; last: readonly string[] }[] = [
  { first: ["Emma", "Liam", "Olivia", "Noah", "Ava", "Ethan", "Grace", "Jack"], last: ["Smith", "Johnson", "Brown", "Taylor", "Walker", "Clarke"] },
  { first: ["José", "Lucía", "Mateo", "Sofía", "Diego", "Valentina", "Camila"], last: ["García", "Martínez", "Rodríguez", "López", "Hernández", "Pérez"] },
  { first: ["Yuki", "Haruto", "Sakura", "Ren", "Aoi", "Hiroshi"], last: ["Tanaka", "Suzuki", "Watanabe", "Kobayashi", "Yamamoto", "Sato"] },
  { first: ["Wei", "Mei", "Jun", "Xiao", "Lei", "Ying"], last: ["Wang", "Li", "Zhang", "Chen", "Liu", "Huang"] },
  { first: ["Aarav", "Priya", "Rohan", "Ananya", "Vikram", "Kavya"], last: ["Sharma", "Patel", "Iyer", "Reddy", "Gupta", "Nair"] },
  { first: ["Chidi", "Amara", "Kwame", "Zainab", "Tunde", "Ngozi"], last: ["Okafor", "Mensah", "Adeyemi", "Okoro", "Boateng", "Eze"] },
  { first: ["Lukas", "Hannah", "Jonas", "Lea", "Felix", "Mia"], last: ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker"] },
  { first: ["Søren", "Astrid", "Lars", "Ingrid", "Mikkel", "Freja"], last: ["Jensen", "Nielsen", "Østergaard", "Larsen", "Lindqvist", "Berg"] },
  { first: ["Omar", "Layla", "Yusuf", "Fatima", "Karim", "Noor"], last: ["Haddad", "Khalil", "Mansour", "Nasser", "Saleh", "Farouk"] },
  { first: ["Minjun", "Seoyeon", "Jiho", "Haeun", "Doyun", "Yuna"], last: ["Kim", "Lee", "Park", "Choi", "Jung", "Kang"] },
  { first: ["Lucas", "Beatriz", "Gabriel", "Mariana", "Rafael", "Larissa"], last: ["Silva", "Santos", "Oliveira", "Souza", "Costa", "Almeida"] },
  { first: ["Dmitri", "Ivan", "Mikhail", "Sergei", "Alexei", "Nikolai"], last: ["Ivanov", "Petrov", "Smirnov", "Volkov", "Kuznetsov", "Sokolov"] },
  { first: ["Tomasz", "Piotr", "Marek", "Jakub", "Paweł", "Krzysztof"], last: ["Nowak", "Kowalski", "Wiśniewski", "Łukasik", "Zieliński", "Wójcik"] },
  { first: ["Linh", "Minh", "Thao", "Duc", "Hoa", "Quang"], last: ["Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu"] },
];

const DOMAINS = ["example.com", "example.org", "mail.example.net", "corp.example.com"];
// 2023-01-01T00:00:00Z: a fixed base, so the population never depends on the clock.
const EPOCH_MS = Date.UTC(2023, 0, 1);

const SPECIAL_LETTERS: Record<string, string> = { ø: "o", æ: "ae", å: "a", ß: "ss", ł: "l", đ: "d" };

// Built last: it needs every constant above.
const USERS: readonly User[] = buildUsers();

/**
 * One page of the fixed user population; a page past the end is empty but keeps the total.
 * @example listUsers(1, 20) // { users: [20 users], total: 137 }
 */
export function listUsers(page: number, pageSize: number): { users: User[]; total: number } {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a positive integer, got ${page}`);
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  const start = (page - 1) * pageSize;
  return { users: USERS.slice(start, start + pageSize), total: USERS.length };
}

/**
 * A person's name, first and last from one culture, as the population's users are named.
 * @example personName(seededRandom(3)) // { first: "Lucas", last: "Oliveira" }
 */
export function personName(random: Random): { first: string; last: string } {
  const culture = random.pick(CULTURES);
  return { first: random.pick(culture.first), last: random.pick(culture.last) };
}

/** Every first name the population uses: a word of a prompt that is one names a person. */
export const FIRST_NAMES: ReadonlySet<string> = new Set(CULTURES.flatMap((culture) => culture.first));

/** An email address for a person at one of the population's domains ("priya.iyer@example.com"). */
export function emailOf(first: string, last: string, random: Random): string {
  return uniqueEmail(first, last, random.pick(DOMAINS), random.int(0, 2), new Set());
}

function buildUsers(): User[] {
  const random = seededRandom(0x05ee_d5e7);
  const users: User[] = [];
  const taken = new Set<string>();
  let timestamp = EPOCH_MS;
  for (let id = 1; id <= USER_COUNT; id++) {
    const culture = random.pick(CULTURES);
    const first = random.pick(culture.first);
    const last = random.pick(culture.last);
    timestamp += random.int(2, 240) * 3_600_000 + random.int(0, 3599) * 1000;
    users.push(
      Object.freeze({
        id,
        name: `${first} ${last}`,
        email: uniqueEmail(first, last, random.pick(DOMAINS), random.int(0, 2), taken),
        created_at: new Date(timestamp).toISOString().replace(".000Z", "Z"),
      }),
    );
  }
  return users;
}

function uniqueEmail(first: string, last: string, domain: string, style: number, taken: Set<string>): string {
  const f = asciiSlug(first);
  const l = asciiSlug(last);
  const local = style === 0 ? `${f}.${l}` : style === 1 ? `${f.charAt(0)}${l}` : `${f}_${l}`;
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}

function asciiSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[øæåßłđ]/g, (ch) => SPECIAL_LETTERS[ch] ?? "")
    .normalize("NFD")
    .replace(/[^a-z0-9]/g, "");
}
