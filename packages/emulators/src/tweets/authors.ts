/**
 * The corpus's sample authors: made-up people and accounts with generated names (a first name and an
 * invented surname), handles, bios that say they are sample accounts, and follower counts. None of
 * them is meant to be a real person or account.
 */
import { hash32, Random } from "./random";

/** One sample account (the emulator's own record; wire.ts turns it into the API's author object). */
export interface SampleAuthor {
  id: string;
  userName: string;
  name: string;
  description: string;
  location: string;
  followers: number;
  following: number;
  statusesCount: number;
  favouritesCount: number;
  mediaCount: number;
  isBlueVerified: boolean;
  /** Account creation, epoch ms. */
  createdAt: number;
  /** Topics the account posts about most (hashtags without `#`). */
  interests: string[];
  /** Weight of the account in the draw of post authors (a few accounts post a lot). */
  activity: number;
}

const FIRST_NAMES = [
  "Ada",
  "Bram",
  "Cato",
  "Dalia",
  "Elio",
  "Fenna",
  "Gus",
  "Hedda",
  "Ilan",
  "Juno",
  "Kasia",
  "Lior",
  "Mara",
  "Nico",
  "Oona",
  "Pim",
  "Quinn",
  "Rhea",
  "Soren",
  "Tova",
  "Uma",
  "Vito",
  "Wren",
  "Xavi",
  "Yara",
  "Zeno",
  "Anouk",
  "Basil",
  "Cleo",
  "Dario",
  "Edda",
  "Farid",
  "Greta",
  "Hugo",
  "Ines",
  "Jasper",
  "Kiri",
  "Lenka",
  "Milo",
  "Nadia",
  "Otto",
  "Priya",
  "Rafa",
  "Sanne",
  "Teo",
  "Ulla",
  "Vera",
  "Wim",
  "Yusuf",
  "Zora",
  "Amara",
  "Bodhi",
  "Chiara",
  "Dmitri",
  "Esme",
  "Fabian",
  "Hana",
  "Idris",
  "Kenji",
  "Lucia",
];

// Invented surnames from syllables: plausible-sounding, not taken from any list of real people.
const SURNAME_HEADS = [
  "Var",
  "Quel",
  "Ost",
  "Brin",
  "Tal",
  "Mor",
  "Ketter",
  "Lind",
  "Sorr",
  "Hal",
  "Dew",
  "Fen",
  "Grau",
  "Pell",
  "Rusk",
];
const SURNAME_TAILS = [
  "nell",
  "quist",
  "brook",
  "mere",
  "holt",
  "wick",
  "dane",
  "sby",
  "ford",
  "ling",
  "vane",
  "tor",
];

const ROLES = [
  "ML engineer",
  "Research scientist",
  "PhD student",
  "Data engineer",
  "Indie hacker",
  "MLOps lead",
  "NLP researcher",
  "Computer vision engineer",
  "Speech tech tinkerer",
  "Developer advocate",
  "Open-source maintainer",
  "Product engineer",
  "Applied scientist",
  "Student",
  "Tech writer",
];
const TOPICS = [
  "LLM",
  "NLP",
  "ComputerVision",
  "OpenSource",
  "MachineLearning",
  "Datasets",
  "MLOps",
  "Speech",
  "GenerativeAI",
  "AIResearch",
];
const PLACES = [
  "Lisbon",
  "Nairobi",
  "Montreal",
  "Berlin",
  "Bangalore",
  "Seoul",
  "Austin",
  "Utrecht",
  "Cape Town",
  "Osaka",
  "Warsaw",
  "Remote",
  "",
];

/** Newsletter-like sample accounts (also made up). */
const OUTLETS = [
  ["Tensor Tidbits", "tensor_tidbits"],
  ["Weights Weekly", "weights_weekly"],
  ["Gradient Gazette", "gradientgazette"],
  ["Token Times", "token_times_ai"],
  ["Model Drop Daily", "modeldropdaily"],
  ["Dataset Digest", "dataset_digest"],
  ["Open Weights Radio", "openweights_fm"],
  ["Eval Notes", "eval_notes"],
] as const;

/** How many sample authors the corpus has. */
export const SAMPLE_AUTHOR_COUNT = 320;

function authorId(rng: Random): string {
  // Account ids look like the platform's numeric ids (strings); 16–19 digits.
  return `${rng.int(1, 9)}${String(rng.int(100_000_000, 999_999_999))}${String(rng.int(100_000, 999_999_999))}`;
}

/** The sample authors, the same for a given `now` (account creation dates are before it). */
export function sampleAuthors(now: number): SampleAuthor[] {
  const rng = new Random(hash32("tweets-emulator-authors"));
  const names = new Set<string>();
  const authors: SampleAuthor[] = [];
  const year = 365 * 24 * 3600 * 1000;

  for (const [name, userName] of OUTLETS) {
    const followers = Math.round(Math.exp(9 + rng.next() * 2.5));
    authors.push({
      id: authorId(rng),
      userName,
      name,
      description: `Sample newsletter account made up for the Hiber tweets emulator. Roundups of #${rng.pick(TOPICS)} news.`,
      location: "",
      followers,
      following: rng.int(50, 900),
      statusesCount: rng.int(2_000, 30_000),
      favouritesCount: rng.int(100, 5_000),
      mediaCount: rng.int(100, 3_000),
      isBlueVerified: rng.chance(0.6),
      createdAt: now - rng.int(2, 9) * year - rng.int(0, year),
      interests: rng.sample(TOPICS, 3),
      activity: 6,
    });
  }

  while (authors.length < SAMPLE_AUTHOR_COUNT) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(SURNAME_HEADS) + rng.pick(SURNAME_TAILS);
    const name = `${first} ${last}`;
    if (names.has(name)) continue;
    names.add(name);
    const style = rng.int(0, 2);
    const handle =
      style === 0
        ? `${first}_${last}`.toLowerCase()
        : style === 1
          ? `${first[0]}${last}${rng.int(1, 99)}`.toLowerCase()
          : `${first}${last.slice(0, 4)}_ml`.toLowerCase();
    // Long-tailed audience: most accounts have hundreds of followers, a few tens of thousands.
    const followers = Math.max(3, Math.round(Math.exp(5.5 + rng.normal() * 1.6)));
    const interests = rng.sample(TOPICS, 2);
    authors.push({
      id: authorId(rng),
      userName: handle.replace(/[^a-z0-9_]/g, "").slice(0, 15),
      name,
      description: `Sample account made up for the Hiber tweets emulator. ${rng.pick(ROLES)}; posts about #${interests[0]} and #${interests[1]}.`,
      location: rng.pick(PLACES),
      followers,
      following: rng.int(20, 2_500),
      statusesCount: rng.int(50, 25_000),
      favouritesCount: rng.int(20, 60_000),
      mediaCount: rng.int(0, 800),
      isBlueVerified: followers > 5_000 ? rng.chance(0.5) : rng.chance(0.05),
      createdAt: now - rng.int(0, 14) * year - rng.int(30, 360) * 24 * 3600 * 1000,
      interests,
      activity: rng.chance(0.1) ? 5 : rng.chance(0.3) ? 2 : 1,
    });
  }
  return dedupeHandles(authors);
}

/** Makes handles unique (a repeated one gets a number). */
function dedupeHandles(authors: SampleAuthor[]): SampleAuthor[] {
  const seen = new Set<string>();
  for (const author of authors) {
    let handle = author.userName;
    for (let n = 2; seen.has(handle.toLowerCase()); n++) handle = `${author.userName.slice(0, 13)}${n}`;
    author.userName = handle;
    seen.add(handle.toLowerCase());
  }
  return authors;
}
