/**
 * `npm run office:seed -- --count 100000`: fills the configured database (SQLite under DATA_DIR,
 * or DATABASE_URL) with that many made-up submissions, as an office sees them after a few years:
 * the four kinds with their forms' fields, the four languages, people writing more than once,
 * requests at every status (most still received) and a few erased on request, spread over the
 * last three years with more of them lately. For measuring the office (`npm run perf:office`)
 * and trying it by hand; never for a database with real requests: it refuses one that holds any
 * submissions unless `--force` is given. Addresses are at reserved example domains, and nothing is
 * queued for the outbox, so no mail is ever sent to anybody.
 *
 * Rows go in directly, 1000 to a statement and 10,000 to a transaction, not through the store's
 * insert; the columns the store derives (email, name_search, status_at) are filled as it fills them.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Insertable, Kysely } from 'kysely';
import { getConfig } from '../lib/config';
import { getContent } from '../lib/content';
import { COMMUNICATION_TYPE_IDS, CONTACT_LANGUAGE_IDS, INDUSTRY_IDS, MINIMUM_INVESTMENT_USD, SUPPORT_THEMES } from '../lib/forms/choices';
import type { SubmissionKind } from '../lib/forms/schemas';
import type { Locale } from '../lib/i18n/locales';
import { type Database, migrate, type OpenDatabase, openDatabase, writeTransaction } from '../lib/submissions/database';
import { newReference } from '../lib/submissions/reference';
import type { RequestStatus } from '../lib/submissions/request-status';
import { searchColumns } from '../lib/submissions/store';

const ROWS_PER_STATEMENT = 1000;
const STATEMENTS_PER_TRANSACTION = 10;
const DAY_MS = 86_400_000;

type Row = Insertable<Database['submissions']>;
type Random = () => number;

/** A small, fast generator with a seed: the same seed makes the same people and texts. */
function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** One of the keys, each as likely as its weight. */
function weighted<T extends string>(random: Random, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  let left = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    left -= weight;
    if (left < 0) return key;
  }
  return entries.at(-1)![0];
}
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const KIND_WEIGHTS: Record<SubmissionKind, number> = { meeting: 45, service: 25, support: 22, investor: 8 };
const LOCALE_WEIGHTS: Record<Locale, number> = { en: 30, ru: 35, ka: 20, kk: 15 };
const STATUS_WEIGHTS: Record<RequestStatus, number> = {
  received: 52,
  confirmed: 12,
  forwarded: 8,
  payment_link_sent: 5,
  meeting_booked: 3,
  started: 6,
  closed: 10,
  declined: 4,
};
/** How many in a thousand were erased on request. */
const ERASED_PER_MILLE = 2;

/** A first name: as written in the language, in Latin letters, and whether the surname takes the feminine form. */
type FirstName = [native: string, latin: string, feminine?: true];
/** A surname: its forms in the language and in Latin letters, masculine then feminine where they differ. */
type Surname = [native: string, latin: string, nativeFeminine?: string, latinFeminine?: string];
type NameSet = { first: FirstName[]; last: Surname[]; latinShare: number };

const NAMES: Record<Locale, NameSet> = {
  en: {
    latinShare: 1,
    first: [
      ['James', 'James'],
      ['Oliver', 'Oliver'],
      ['William', 'William'],
      ['Henry', 'Henry'],
      ['Daniel', 'Daniel'],
      ['Thomas', 'Thomas'],
      ['David', 'David'],
      ['Lucas', 'Lucas'],
      ['Emma', 'Emma', true],
      ['Sophia', 'Sophia', true],
      ['Charlotte', 'Charlotte', true],
      ['Amelia', 'Amelia', true],
      ['Grace', 'Grace', true],
      ['Hannah', 'Hannah', true],
      ['Sarah', 'Sarah', true],
      ['Mia', 'Mia', true],
    ],
    last: [
      ['Smith', 'Smith'],
      ['Johnson', 'Johnson'],
      ['Brown', 'Brown'],
      ['Taylor', 'Taylor'],
      ['Wilson', 'Wilson'],
      ['Davies', 'Davies'],
      ['Evans', 'Evans'],
      ['Roberts', 'Roberts'],
      ['Walker', 'Walker'],
      ['Wright', 'Wright'],
      ['Hughes', 'Hughes'],
      ['Clarke', 'Clarke'],
      ['Turner', 'Turner'],
      ['Patel', 'Patel'],
      ['Fischer', 'Fischer'],
      ['Rossi', 'Rossi'],
      ['Yılmaz', 'Yilmaz'],
      ['Schäfer', 'Schaefer'],
    ],
  },
  ru: {
    latinShare: 0.1,
    first: [
      ['Александр', 'Aleksandr'],
      ['Дмитрий', 'Dmitry'],
      ['Сергей', 'Sergey'],
      ['Андрей', 'Andrey'],
      ['Алексей', 'Aleksey'],
      ['Иван', 'Ivan'],
      ['Михаил', 'Mikhail'],
      ['Павел', 'Pavel'],
      ['Анна', 'Anna', true],
      ['Мария', 'Maria', true],
      ['Елена', 'Elena', true],
      ['Ольга', 'Olga', true],
      ['Наталья', 'Natalya', true],
      ['Татьяна', 'Tatiana', true],
      ['Екатерина', 'Ekaterina', true],
      ['Юлия', 'Yulia', true],
    ],
    last: [
      ['Иванов', 'Ivanov', 'Иванова', 'Ivanova'],
      ['Смирнов', 'Smirnov', 'Смирнова', 'Smirnova'],
      ['Кузнецов', 'Kuznetsov', 'Кузнецова', 'Kuznetsova'],
      ['Попов', 'Popov', 'Попова', 'Popova'],
      ['Соколов', 'Sokolov', 'Соколова', 'Sokolova'],
      ['Лебедев', 'Lebedev', 'Лебедева', 'Lebedeva'],
      ['Козлов', 'Kozlov', 'Козлова', 'Kozlova'],
      ['Новиков', 'Novikov', 'Новикова', 'Novikova'],
      ['Морозов', 'Morozov', 'Морозова', 'Morozova'],
      ['Волков', 'Volkov', 'Волкова', 'Volkova'],
      ['Павлов', 'Pavlov', 'Павлова', 'Pavlova'],
      ['Фёдоров', 'Fedorov', 'Фёдорова', 'Fedorova'],
      ['Белых', 'Belykh'],
      ['Шевченко', 'Shevchenko'],
    ],
  },
  ka: {
    latinShare: 0.4,
    first: [
      ['გიორგი', 'Giorgi'],
      ['დავით', 'Davit'],
      ['ლევან', 'Levan'],
      ['ირაკლი', 'Irakli'],
      ['ნიკა', 'Nika'],
      ['ლაშა', 'Lasha'],
      ['ზურაბ', 'Zurab'],
      ['ნინო', 'Nino', true],
      ['მარიამ', 'Mariam', true],
      ['თამარ', 'Tamar', true],
      ['ანა', 'Ana', true],
      ['ეკატერინე', 'Ekaterine', true],
      ['სოფო', 'Sopho', true],
      ['ქეთევან', 'Ketevan', true],
    ],
    last: [
      ['ბერიძე', 'Beridze'],
      ['კაპანაძე', 'Kapanadze'],
      ['გელაშვილი', 'Gelashvili'],
      ['მაისურაძე', 'Maisuradze'],
      ['ლომიძე', 'Lomidze'],
      ['ჯანელიძე', 'Janelidze'],
      ['ხარაიშვილი', 'Kharaishvili'],
      ['წიკლაური', 'Tsiklauri'],
      ['ნოზაძე', 'Nozadze'],
      ['ქავთარაძე', 'Kavtaradze'],
      ['ბაქრაძე', 'Bakradze'],
      ['ჩხეიძე', 'Chkheidze'],
    ],
  },
  kk: {
    latinShare: 0.25,
    first: [
      ['Ерлан', 'Yerlan'],
      ['Нұрлан', 'Nurlan'],
      ['Дәурен', 'Dauren'],
      ['Серік', 'Serik'],
      ['Азамат', 'Azamat'],
      ['Бауыржан', 'Baurzhan'],
      ['Айгерім', 'Aigerim', true],
      ['Әсел', 'Assel', true],
      ['Жанар', 'Zhanar', true],
      ['Гүлнар', 'Gulnar', true],
      ['Динара', 'Dinara', true],
      ['Мадина', 'Madina', true],
    ],
    last: [
      ['Нұрланов', 'Nurlanov', 'Нұрланова', 'Nurlanova'],
      ['Сәрсенбаев', 'Sarsenbayev', 'Сәрсенбаева', 'Sarsenbayeva'],
      ['Жақсылықов', 'Zhaksylykov', 'Жақсылықова', 'Zhaksylykova'],
      ['Омаров', 'Omarov', 'Омарова', 'Omarova'],
      ['Ахметов', 'Akhmetov', 'Ахметова', 'Akhmetova'],
      ['Төлеуов', 'Tuleuov', 'Төлеуова', 'Tuleuova'],
      ['Қасымов', 'Kassymov', 'Қасымова', 'Kassymova'],
      ['Әбдірахманов', 'Abdrakhmanov', 'Әбдірахманова', 'Abdrakhmanova'],
      ['Байжанов', 'Baizhanov', 'Байжанова', 'Baizhanova'],
      ['Сейтқали', 'Seitkali'],
    ],
  },
};

/** Reserved example domains (RFC 2606, RFC 6761): nothing is ever delivered to them. */
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example', 'inbox.example', 'company.example', 'post.test'];

const PHONES: Record<Locale, string> = {
  en: '+44 7### ######',
  ru: '+7 9## ###-##-##',
  ka: '+995 5## ## ## ##',
  kk: '+7 70# ### ## ##',
};
const TIME_ZONES: Record<Locale, string[]> = {
  en: ['Europe/London', 'Europe/Berlin', 'America/New_York', 'Asia/Dubai'],
  ru: ['Europe/Moscow', 'Asia/Yekaterinburg'],
  ka: ['Asia/Tbilisi'],
  kk: ['Asia/Almaty', 'Asia/Aqtobe'],
};

const ORGANIZATIONS = [
  'Caspian Logistics LLC',
  'Silk Road Trade',
  'Tbilisi Digital',
  'Steppe Agro',
  'Nordwind GmbH',
  'Kolkhida Wines',
  'Almaty Fintech Hub',
  'Volga Components',
  'Blue Lake Hotels',
  'Ararat Build',
  'Northbridge Consulting',
  'Qazaq Retail Group',
  'Mtatsminda Media',
  'Ural Machine Works',
];

/** Sentences people write in their requests, by language; a request takes one to three. */
const SENTENCES: Record<Locale, string[]> = {
  en: [
    'We are planning to enter the Kazakh market next year and need an honest view of the risks.',
    'Our current financial model does not convince our bank; we would like a second opinion.',
    'We need help choosing an ERP system for a company of about 80 people.',
    'Please call me in the afternoon, I am in meetings every morning.',
    'The deadline is the end of the quarter, so a quick start matters more than the price.',
    'We already tried two consultants and would like someone with hands-on experience this time.',
    'Could you send an estimate first? The board has to approve the budget.',
  ],
  ru: [
    'Планируем выход на рынок Грузии и хотим понять, с чего начать.',
    'Нужна помощь с финансовой моделью для банка, срок — до конца месяца.',
    'Хотим автоматизировать склад, сейчас всё ведётся в таблицах.',
    'Удобнее связаться по телефону после 15:00.',
    'Интересует аудит маркетинга: бюджет растёт, а заявок меньше.',
    'Прошу прислать коммерческое предложение на почту.',
    'Ищем эксперта по экспорту сельхозпродукции в страны ЕС.',
  ],
  ka: [
    'გვინდა ყაზახეთის ბაზარზე გასვლა და გვჭირდება კონსულტაცია.',
    'გვჭირდება ფინანსური მოდელი ბანკისთვის.',
    'გთხოვთ დამირეკოთ სამუშაო საათებში.',
    'ვეძებთ ექსპერტს ლოჯისტიკის ოპტიმიზაციისთვის.',
    'ბიუჯეტი შეზღუდულია, გთხოვთ ჯერ შეფასება გამოგვიგზავნოთ.',
  ],
  kk: [
    'Грузия нарығына шығуды жоспарлап отырмыз, кеңес қажет.',
    'Банк үшін қаржылық модель керек, мерзімі — ай соңына дейін.',
    'Қоймадағы есепті автоматтандырғымыз келеді.',
    'Түстен кейін хабарласқаныңыз ыңғайлы.',
    'Алдымен бағасын электрондық поштаға жіберіңізші.',
  ],
};

type Person = { firstName: string; lastName: string; email: string; phone: string | undefined; locale: Locale; organization: string | undefined };

function fillDigits(random: Random, pattern: string): string {
  return pattern.replace(/#/g, () => String(Math.floor(random() * 10)));
}

/** A person: a name of their language (sometimes in Latin letters), an address made of it, unique among the people made. */
function makePerson(random: Random, takenEmails: Set<string>): Person {
  const locale = weighted(random, LOCALE_WEIGHTS);
  // Most people's name is of the language they write in; some write in another.
  const names = NAMES[random() < 0.85 ? locale : weighted(random, LOCALE_WEIGHTS)];
  const [firstNative, firstLatin, feminine] = pick(random, names.first);
  const [lastNative, lastLatin, lastNativeFeminine, lastLatinFeminine] = pick(random, names.last);
  const last = feminine ? [lastNativeFeminine ?? lastNative, lastLatinFeminine ?? lastLatin] : [lastNative, lastLatin];
  const latin = random() < names.latinShare;
  const [first, lastLatinForm] = [firstLatin.toLowerCase(), last[1]!.toLowerCase()];
  const local = pick(random, [
    `${first}.${lastLatinForm}`,
    `${first}${lastLatinForm}`,
    `${first[0]}.${lastLatinForm}`,
    `${lastLatinForm}.${first}`,
    `${first}_${between(random, 70, 99)}`,
  ]);
  const domain = pick(random, DOMAINS);
  let email = `${local}@${domain}`;
  for (let n = 2; takenEmails.has(email.toLowerCase()); n++) email = `${local}${n}@${domain}`;
  takenEmails.add(email.toLowerCase());
  // Some type their address with capitals; the office's search finds it in any case.
  if (random() < 0.1) email = email.replace(/^./, (character) => character.toUpperCase());
  return {
    firstName: latin ? firstLatin : firstNative,
    lastName: latin ? last[1]! : last[0]!,
    email,
    phone: random() < 0.7 ? fillDigits(random, PHONES[locale]) : undefined,
    locale,
    organization: random() < 0.5 ? pick(random, ORGANIZATIONS) : undefined,
  };
}

/** One to `most` different sentences of the language. */
function text(random: Random, locale: Locale, most: number): string {
  const left = [...SENTENCES[locale]];
  return Array.from({ length: between(random, 1, most) }, () => left.splice(Math.floor(random() * left.length), 1)[0]!).join(' ');
}

/** What the form sent, as the API stores it (validated, without the honeypot). */
function payloadOf(random: Random, kind: SubmissionKind, person: Person, createdAt: number, ids: { experts: string[]; services: string[] }) {
  const { locale } = person;
  const phone = person.phone ? { phone: person.phone } : {};
  if (kind === 'support') {
    return {
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      ...phone,
      theme: pick(random, SUPPORT_THEMES),
      comment: text(random, locale, 3),
      locale,
    };
  }
  if (kind === 'investor') {
    const amountUsd = Math.max(MINIMUM_INVESTMENT_USD, Math.round(10 ** (3.7 + random() * 2.6) / 1000) * 1000);
    return {
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      ...phone,
      amountUsd,
      ...(random() < 0.6 ? { comment: text(random, locale, 2) } : {}),
      locale,
    };
  }
  const timeZone = pick(random, TIME_ZONES[locale]);
  const timeSlots = Array.from({ length: between(random, 1, 3) }, () => {
    const from = between(random, 9, 16);
    return {
      date: new Date(createdAt + between(random, 1, 21) * DAY_MS).toISOString().slice(0, 10),
      from: `${String(from).padStart(2, '0')}:00`,
      to: `${String(from + between(random, 1, 2)).padStart(2, '0')}:${pick(random, ['00', '30'])}`,
      timeZone,
    };
  });
  const contactLanguage = random() < 0.85 ? locale : pick(random, CONTACT_LANGUAGE_IDS);
  return {
    ...(kind === 'meeting' ? { expertId: pick(random, ids.experts) } : { serviceId: pick(random, ids.services) }),
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    ...(person.organization ? { organization: person.organization } : {}),
    ...phone,
    ...(random() < 0.2 ? { socialContact: `@${person.email.split('@')[0]!.replace(/[^A-Za-z0-9_.]/g, '')}` } : {}),
    ...(random() < 0.6 ? { communicationType: pick(random, COMMUNICATION_TYPE_IDS) } : {}),
    contactLanguage,
    industry: pick(random, INDUSTRY_IDS),
    ...(random() < 0.6 ? { budgetUsd: between(random, 1, 100) * 500 } : {}),
    ...(random() < 0.7 ? { expectedResult: text(random, locale, 3) } : {}),
    ...(random() < 0.3 ? { location: pick(random, ['Tbilisi', 'Batumi', 'Almaty', 'Astana', 'Moscow', 'London', 'Berlin', 'Online']) } : {}),
    comments: random() < 0.15 ? [text(random, locale, 1)] : [],
    timeSlots,
    locale,
  };
}

async function existingReferences(trx: Kysely<Database>, rows: Row[]): Promise<Set<string | null>> {
  const found = await trx
    .selectFrom('submissions')
    .select('reference')
    .where(
      'reference',
      'in',
      rows.map((row) => row.reference!),
    )
    .execute();
  return new Set(found.map((row) => row.reference));
}

/** The fields erasure keeps (lib/office/office-store.ts): the basic identifying data. */
const KEPT_ON_ERASURE = ['firstName', 'lastName', 'name', 'email', 'mail'];

export type SeedOptions = {
  count: number;
  /** The end of the spread; rows lie in the `years` before it. */
  now?: Date;
  years?: number;
  /** The same seed makes the same people, kinds, dates and texts (ids and references are always new). */
  seed?: number;
  /** Told after each transaction, with the rows written so far. */
  onProgress?: (written: number) => void;
};

/** Writes `count` made-up submissions; resolves with how many and how long it took. */
export async function seedSubmissions(database: OpenDatabase, { count, now = new Date(), years = 3, seed = 1, onProgress }: SeedOptions) {
  const started = performance.now();
  const random = seeded(seed);
  const content = getContent();
  const ids = { experts: content.experts.experts.map((expert) => expert.id), services: content.services.services.map((service) => service.id) };
  const end = now.getTime();
  const span = years * 365 * DAY_MS;
  // Fewer people than requests: some write again, a few often (the low indices are drawn most).
  const takenEmails = new Set<string>();
  const people = Array.from({ length: Math.max(1, Math.round(count * 0.7)) }, () => makePerson(random, takenEmails));
  const references = new Set<string>();
  const freshReference = () => {
    let reference = newReference();
    while (references.has(reference)) reference = newReference();
    references.add(reference);
    return reference;
  };

  const row = (): Row => {
    // More requests lately: the density grows linearly towards now.
    const createdAt = end - span + Math.floor(Math.sqrt(random()) * span) - between(random, 1, 60_000);
    const person = people[Math.floor(people.length * random() ** 1.3)]!;
    const kind = weighted(random, KIND_WEIGHTS);
    // A request still being handled is a recent one: the older ones mostly reached an end.
    const age = (end - createdAt) / span;
    let status = weighted(random, STATUS_WEIGHTS);
    if (status !== 'received' && status !== 'closed' && status !== 'declined' && age > 0.3 && random() < 0.7) status = random() < 0.8 ? 'closed' : 'declined';
    const statusAt = status === 'received' ? createdAt : Math.min(end, createdAt + between(random, 1, 60) * DAY_MS + between(random, 0, DAY_MS));
    let payload: Record<string, unknown> = payloadOf(random, kind, person, createdAt, ids);
    let erasedAt: string | null = null;
    if (random() * 1000 < ERASED_PER_MILLE) {
      payload = Object.fromEntries(KEPT_ON_ERASURE.filter((field) => field in payload).map((field) => [field, payload[field]]));
      erasedAt = new Date(Math.min(end, statusAt + between(random, 1, 30) * DAY_MS)).toISOString();
    }
    return {
      id: randomUUID(),
      reference: freshReference(),
      kind,
      created_at: new Date(createdAt).toISOString(),
      locale: person.locale,
      payload: JSON.stringify(payload),
      status,
      status_at: new Date(statusAt).toISOString(),
      erased_at: erasedAt,
      ...searchColumns(payload),
    };
  };

  let written = 0;
  while (written < count) {
    await writeTransaction(database, async (trx) => {
      for (let statement = 0; statement < STATEMENTS_PER_TRANSACTION && written < count; statement++) {
        const rows = Array.from({ length: Math.min(ROWS_PER_STATEMENT, count - written) }, row);
        // A reference already in the database (from before this run) is drawn again.
        for (let clashes = await existingReferences(trx, rows); clashes.size > 0; clashes = await existingReferences(trx, rows))
          for (const one of rows) if (clashes.has(one.reference!)) one.reference = freshReference();
        await trx.insertInto('submissions').values(rows).execute();
        written += rows.length;
      }
    });
    onProgress?.(written);
  }
  return { rows: written, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '100000' }, seed: { type: 'string', default: '1' }, force: { type: 'boolean', default: false } },
  });
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
    console.error('usage: office:seed -- [--count N (100000)] [--seed N (1)] [--force]');
    process.exit(2);
  }
  const config = getConfig();
  const where = config.databaseUrl ? 'DATABASE_URL' : join(config.dataDir, 'submissions.sqlite');
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: join(config.dataDir, 'submissions.sqlite'), sqliteBusyTimeoutMs: 10_000 });
  try {
    await migrate(database);
    const before = await database.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(before.n) > 0 && !values.force) {
      console.error(`office:seed: ${where} holds ${before.n} submissions already; made-up ones are added only with --force`);
      process.exitCode = 1;
    } else {
      const { rows, ms } = await seedSubmissions(database, {
        count,
        seed,
        onProgress: (written) => process.stderr.write(`\roffice:seed: ${written} / ${count}`),
      });
      process.stderr.write('\n');
      console.log(`office:seed: ${rows} submissions written to ${where} in ${(ms / 1000).toFixed(1)} s (${Math.round(rows / (ms / 1000))} a second)`);
    }
  } finally {
    await database.close();
  }
}
