/**
 * One schema per content collection (content/*.json). Every visitor-facing string is a
 * `Localized` object with all four languages. `npm run content:check` and every build validate
 * the files with these schemas and then check the ids that collections share (lib/content/check).
 */

import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');

/** A visitor-facing string in English, Georgian, Kazakh and Russian. */
export const Localized = z.strictObject({ en: text, ka: text, kk: text, ru: text }).describe('Text in every language');
export type Localized = z.infer<typeof Localized>;

const id = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lower-case letters, digits, - or _')
  .describe('Stable identifier, used in URLs and references');
const isoDate = z.iso.date().describe('YYYY-MM-DD');
const usd = z.number().int().positive().max(10_000_000).describe('Amount in US dollars');
const withSchema = { $schema: z.string().optional() };

/**
 * Marks a person the site shows until the real one is known: no link to an outside profile
 * (LinkedIn, a video) is drawn for them, since it might be a stranger's, and content:check lists
 * who is left.
 */
const placeholder = z.boolean().optional().describe('A placeholder person: no outside links are shown; content:check lists them');

export const AREA_GROUPS = ['consulting', 'marketing', 'technology', 'development'] as const;
export const AreaGroup = z.enum(AREA_GROUPS);

export const AreasFile = z.strictObject({
  ...withSchema,
  areas: z
    .array(z.strictObject({ id, group: AreaGroup, name: Localized }))
    .min(4)
    .describe('Areas of expertise, each in one of the four groups'),
});

export const ContactLanguagesFile = z.strictObject({
  ...withSchema,
  contactLanguages: z.array(z.strictObject({ id, name: Localized })).min(2),
});

export const ExpertsFile = z.strictObject({
  ...withSchema,
  experts: z
    .array(
      z.strictObject({
        id,
        name: Localized,
        title: Localized,
        areas: z.array(id).min(1).describe('Ids from areas.json'),
        consultationPriceUsd: usd.describe('Price of one consultation hour in US dollars'),
        languages: z.array(id).min(1).describe('Ids from contact-languages.json'),
        location: Localized,
        experienceYears: z.number().int().min(1).max(60),
        bio: Localized,
        photo: z
          .string()
          .regex(/^\/images\/experts\/[\w-]+\.(webp|avif|jpg|png)$/, 'must be a file under /images/experts/')
          .optional()
          .describe('Optional photo under public/images/experts; without one an avatar with initials is drawn'),
        placeholder,
        contactEmail: z
          .email('must be an e-mail address')
          .max(254)
          .optional()
          .describe('Where the office sends this expert their meetings; never shown on the site'),
      }),
    )
    .min(12),
});

export const SERVICE_KINDS = ['ready', 'adaptive'] as const;

export const ServicesFile = z.strictObject({
  ...withSchema,
  services: z
    .array(
      z.strictObject({
        id,
        kind: z.enum(SERVICE_KINDS).describe('ready: fixed scope and price; adaptive: shaped after a diagnosis'),
        group: AreaGroup,
        areas: z.array(id).min(1).describe('Ids from areas.json'),
        title: Localized,
        description: Localized,
        priceFromUsd: usd,
        durationWeeks: z.strictObject({ min: z.number().int().min(1).max(104), max: z.number().int().min(1).max(104) }),
        deliverables: z.array(Localized).min(2).describe('What the customer gets'),
        expertIds: z.array(id).describe('Ids from experts.json who deliver it').default([]),
      }),
    )
    .min(16),
});

export const PRODUCT_GROUP_IDS = ['experts', 'services', 'tech_market', 'showcase'] as const;
export const PRODUCT_STATUSES = ['live', 'in_development'] as const;

export const ProductGroupsFile = z.strictObject({
  ...withSchema,
  productGroups: z
    .array(
      z
        .strictObject({
          id: z.enum(PRODUCT_GROUP_IDS),
          status: z.enum(PRODUCT_STATUSES),
          /** The catalogue a live group opens (a page of the site). */
          catalogue: z.enum(['/experts', '/services']).optional(),
          title: Localized,
          description: Localized,
          features: z.array(Localized).min(2),
        })
        .refine((group) => (group.status === 'live') === (group.catalogue !== undefined), {
          message: 'a live group names its catalogue ("/experts" or "/services"); a group in development names none',
          path: ['catalogue'],
        }),
    )
    .length(4),
});

export const FAQ_PAGES = ['home', 'for_customers', 'for_performers', 'help_center'] as const;

export const FaqFile = z.strictObject({
  ...withSchema,
  topics: z
    .array(z.strictObject({ id, title: Localized }))
    .min(3)
    .describe('Help-centre topics'),
  items: z
    .array(
      z.strictObject({
        id,
        topic: id.describe('Id from topics'),
        pages: z.array(z.enum(FAQ_PAGES)).min(1).describe('Pages that show this question'),
        question: Localized,
        answer: Localized,
      }),
    )
    .min(12),
});

export const NewsFile = z.strictObject({
  ...withSchema,
  news: z
    .array(
      z.strictObject({
        id,
        date: isoDate.refine((date) => date >= '2020-01-01' && date <= '2023-12-31', 'must be in 2020 to 2023'),
        title: Localized,
        desc: Localized,
      }),
    )
    .min(8),
});

export const TestimonialsFile = z.strictObject({
  ...withSchema,
  testimonials: z
    .array(
      z.strictObject({
        id,
        serviceId: id.describe('Id from services.json'),
        author: Localized,
        company: Localized,
        feedback: Localized,
        rating: z.number().int().min(1).max(5),
        videoUrl: z
          .url({ protocol: /^https$/ })
          .optional()
          .describe('Video review, https'),
        placeholder,
      }),
    )
    .min(6),
});

export const HISTORY_STATUSES = ['done', 'in_development'] as const;

export const HistoryFile = z.strictObject({
  ...withSchema,
  statusAsOf: isoDate.describe('The day the editors last checked the milestones still in development: shown beside them'),
  history: z
    .array(
      z.strictObject({
        id,
        year: z.number().int().min(2019).max(2022),
        status: z.enum(HISTORY_STATUSES),
        title: Localized,
        desc: Localized,
      }),
    )
    .min(6),
});

export const TeamFile = z.strictObject({
  ...withSchema,
  team: z
    .array(
      z.strictObject({
        id,
        name: Localized,
        role: Localized,
        info: Localized,
        linkedin: z.url({ protocol: /^https$/, hostname: /^(www\.)?linkedin\.com$/ }).optional(),
        placeholder,
      }),
    )
    .min(4),
});

const Step = z.strictObject({ id, name: Localized, desc: Localized });

export const ProcessesFile = z.strictObject({
  ...withSchema,
  adaptive: z.array(Step).length(7).describe('Adaptive-service request flow'),
  ready: z.array(Step).length(7).describe('Ready-made offer flow'),
  accreditation: z.array(Step).min(3),
  jobApplication: z.array(Step).min(3),
  howItWorks: z.array(Step).min(3).max(6).describe('The short version on the home page'),
});

const Section = z.strictObject({ id, title: Localized, desc: Localized.describe('Paragraphs separated by a blank line') });

export const PoliciesFile = z.strictObject({
  ...withSchema,
  privacy: z.strictObject({ revised: z.literal('2022-12-28'), sections: z.array(Section).length(15) }),
  terms: z.strictObject({ revised: z.literal('2023-01-25'), sections: z.array(Section).min(8) }),
});

function isKnownTimeZone(zone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone === zone;
  } catch {
    return false;
  }
}

export const OfficesFile = z.strictObject({
  ...withSchema,
  offices: z
    .array(
      z.strictObject({
        id: z.enum(['astana', 'batumi']),
        city: Localized,
        country: Localized,
        address: Localized,
        coordinates: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
        phone: z.string().regex(/^\+\d[\d ]{7,16}$/, 'must be an international number such as +7 7172 00 00 00'),
        email: z.email(),
        hours: Localized,
        timeZone: z
          .string()
          .refine(isKnownTimeZone, 'must be an IANA time zone such as Asia/Almaty')
          .describe('The time the office works in: request slots are shown to it in this zone'),
      }),
    )
    .length(2),
});

export const STAT_UNITS = ['count', 'percent', 'usd', 'kzt', 'year'] as const;

/** What a figure counts in the content itself, instead of a value the editors state. */
export const STAT_COUNTS = ['experts', 'services'] as const;

export const FactsFile = z.strictObject({
  ...withSchema,
  asOf: isoDate.describe('The day the stated figures (and the investor figures) were true: shown beside them'),
  stats: z
    .array(
      z
        .strictObject({
          id,
          value: z.number().nonnegative().optional(),
          countOf: z.enum(STAT_COUNTS).optional().describe('Counted in the catalogue when the site is built, instead of a stated value'),
          unit: z.enum(STAT_UNITS),
          suffix: z.enum(['plus', 'none']).default('none'),
          label: Localized,
        })
        .refine((stat) => (stat.value === undefined) !== (stat.countOf === undefined), 'needs either a value or countOf, not both'),
    )
    .min(4)
    .describe('Platform figures shown on the home and about pages'),
  investorFacts: z
    .array(z.strictObject({ id, value: z.number().nonnegative(), unit: z.enum(STAT_UNITS), label: Localized, desc: Localized }))
    .min(6)
    .describe('Figures shown to investors'),
  guarantees: z.array(z.strictObject({ id, title: Localized, desc: Localized })).min(5),
  performerBenefits: z.array(z.strictObject({ id, title: Localized, desc: Localized })).min(3),
});

export const COMPARE_COLUMNS = ['agencies', 'freelance', 'platform'] as const;
const CompareValue = z.enum(['yes', 'no', 'partial']);

export const CompareFile = z.strictObject({
  ...withSchema,
  rows: z
    .array(
      z.strictObject({
        id,
        label: Localized,
        values: z.strictObject({ agencies: CompareValue, freelance: CompareValue, platform: CompareValue }),
      }),
    )
    .min(5),
});

export const CurrencyRatesFile = z.strictObject({
  ...withSchema,
  base: z.literal('USD'),
  asOf: isoDate,
  rates: z
    .strictObject({ EUR: z.number().positive(), RUB: z.number().positive(), KZT: z.number().positive(), GEL: z.number().positive() })
    .describe('Units of each currency for one US dollar'),
});

export const ChoicesFile = z.strictObject({
  ...withSchema,
  industries: z.array(z.strictObject({ id, name: Localized })).min(8),
  communicationTypes: z.array(z.strictObject({ id, name: Localized })).min(3),
});

/** Each file under content/ and the schema it must satisfy. */
export const CONTENT_FILES = {
  areas: AreasFile,
  'contact-languages': ContactLanguagesFile,
  experts: ExpertsFile,
  services: ServicesFile,
  'product-groups': ProductGroupsFile,
  faq: FaqFile,
  news: NewsFile,
  testimonials: TestimonialsFile,
  history: HistoryFile,
  team: TeamFile,
  processes: ProcessesFile,
  policies: PoliciesFile,
  offices: OfficesFile,
  facts: FactsFile,
  compare: CompareFile,
  'currency-rates': CurrencyRatesFile,
  choices: ChoicesFile,
} as const;

export type ContentFileName = keyof typeof CONTENT_FILES;
export type ContentData = { [K in ContentFileName]: z.output<(typeof CONTENT_FILES)[K]> };
