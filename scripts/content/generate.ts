/**
 * A generated catalogue for scaling the site: N experts and M services in all four languages,
 * built by varying today's entries (content/experts.json, content/services.json), deterministic
 * for a seed. `npm run content:generate` writes it as a content directory; the other files are
 * today's, adjusted only where they refer to experts or services.
 *
 * Today's entries come first, unchanged (the first N and M of them when fewer are asked for);
 * every further one takes an entry of today as its template:
 * - an expert keeps the template's title, areas (sometimes one more of the same group) and bio,
 *   with a new person in it: a name of the template's gender (the English and Russian bios say
 *   "she" or "he"), Georgian, Kazakh or Russian, written in each language, declined in the
 *   Georgian bio as the template's name is (nominative, ergative or dative); a city of the
 *   template's country (or a remote one), languages of contact, rate and years of experience;
 * - a service keeps the template's kind, group, areas and description, for one industry and in
 *   one of three scopes (compact, standard, extended) that set its price, duration and
 *   deliverables, and names 1 to 3 experts of its areas.
 * Generated people are placeholders (no outside links), so content:check lists them.
 */

import type { z } from 'zod';
import { ExpertsFile, ServicesFile, type CONTENT_FILES, type ContentFileName, type Localized } from '@/lib/content/schemas';

/** Content as the JSON files hold it (the input of the schemas), one entry per file. */
export type RawContent = { [K in ContentFileName]: z.input<(typeof CONTENT_FILES)[K]> };

type RawExpert = RawContent['experts']['experts'][number];
type RawService = RawContent['services']['services'][number];
type Lang = keyof Localized;
type Gender = 'female' | 'male';
type Country = 'kz' | 'ge' | 'remote';
type People = 'kazakh' | 'georgian' | 'russian';

const LANGS: readonly Lang[] = ['en', 'ka', 'kk', 'ru'];

function minimumLength(schema: z.ZodArray): number {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: unknown };
    if (def.check === 'min_length' && typeof def.minimum === 'number') return def.minimum;
  }
  return 1;
}

/** The fewest experts and services the schemas accept. */
export const CATALOGUE_MINIMUMS = {
  experts: minimumLength(ExpertsFile.shape.experts),
  services: minimumLength(ServicesFile.shape.services),
} as const;

// --- Randomness: a small seeded generator (mulberry32), so a seed always gives the same content.

class Random {
  private state: number;

  constructor(seed: number) {
    this.state = (Math.imul(seed | 0, 0x9e3779b1) ^ 0x85ebca6b) >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let roll = this.next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  shuffled<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

// --- Names, places and phrases in four languages.

/** `"en|ka|kk|ru"`, or `"en|ka|ru"` when Kazakh writes it as Russian does. */
function localized(forms: string): Localized {
  const parts = forms.split('|');
  if (parts.length === 3) return { en: parts[0]!, ka: parts[1]!, kk: parts[2]!, ru: parts[2]! };
  if (parts.length === 4) return { en: parts[0]!, ka: parts[1]!, kk: parts[2]!, ru: parts[3]! };
  throw new Error(`generate: "${forms}" is not "en|ka|kk|ru" or "en|ka|ru"`);
}

const list = (lines: string) =>
  lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(localized);

type Surname = Record<Gender, Localized>;

/** Surnames that change with gender (-ov, -ev, -in): the feminine form adds -a (in Georgian, -ი becomes -ა). */
const gendered = (lines: string): Surname[] =>
  list(lines).map((male) => ({
    male,
    female: { en: `${male.en}a`, ka: `${male.ka.replace(/ი$/, '')}ა`, kk: `${male.kk}а`, ru: `${male.ru}а` },
  }));

/** Georgian surnames are the same for women and men. */
const invariable = (lines: string): Surname[] => list(lines).map((name) => ({ male: name, female: name }));

const FIRST_NAMES: Record<People, Record<Gender, Localized[]>> = {
  kazakh: {
    female: list(`
      Aigerim|აიგერიმ|Әйгерім|Айгерим
      Saule|საულე|Сәуле|Сауле
      Madina|მადინა|Мәдина|Мадина
      Aruzhan|არუჟან|Аружан|Аружан
      Dana|დანა|Дана|Дана
      Aliya|ალია|Әлия|Алия
      Dinara|დინარა|Динара|Динара
      Gulnara|გულნარა|Гүлнара|Гульнара
      Zhanar|ჟანარ|Жанар|Жанар
      Asel|ასელ|Әсел|Асель
      Kamila|კამილა|Камила|Камила
      Ainur|აინურ|Айнұр|Айнур
      Togzhan|ტოგჟან|Тоғжан|Тогжан
      Moldir|მოლდირ|Мөлдір|Молдир
      Botagoz|ბოტაგოზ|Ботагөз|Ботагоз
      Zarina|ზარინა|Зарина|Зарина
      Assem|ასემ|Әсем|Асем
      Kuralai|კურალაი|Құралай|Куралай
      Zhuldyz|ჟულდიზ|Жұлдыз|Жулдыз
      Indira|ინდირა|Индира|Индира
      Akmaral|აკმარალ|Ақмарал|Акмарал
      Nazerke|ნაზერკე|Назерке|Назерке
      Gaukhar|გაუხარ|Гауһар|Гаухар
      Balnur|ბალნურ|Балнұр|Балнур
      Sabina|საბინა|Сабина|Сабина
    `),
    male: list(`
      Daniyar|დანიარ|Данияр|Данияр
      Marat|მარატ|Марат|Марат
      Yerlan|ერლან|Ерлан|Ерлан
      Arman|არმან|Арман|Арман
      Nurlan|ნურლან|Нұрлан|Нурлан
      Askar|ასკარ|Асқар|Аскар
      Bauyrzhan|ბაურჟან|Бауыржан|Бауыржан
      Yerzhan|ერჟან|Ержан|Ержан
      Azamat|აზამატ|Азамат|Азамат
      Kanat|კანატ|Қанат|Канат
      Serik|სერიკ|Серік|Серик
      Aibek|აიბეკ|Айбек|Айбек
      Dauren|დაურენ|Дәурен|Даурен
      Almas|ალმას|Алмас|Алмас
      Olzhas|ოლჟას|Олжас|Олжас
      Zhandos|ჟანდოს|Жандос|Жандос
      Nurzhan|ნურჟან|Нұржан|Нуржан
      Miras|მირას|Мирас|Мирас
      Sanzhar|სანჟარ|Санжар|Санжар
      Alibek|ალიბეკ|Әлібек|Алибек
      Yerbol|ერბოლ|Ербол|Ербол
      Dias|დიას|Диас|Диас
      Adil|ადილ|Әділ|Адиль
      Galym|გალიმ|Ғалым|Галым
      Talgat|ტალგატ|Талғат|Талгат
      Timur|თიმურ|Тимур|Тимур
    `),
  },
  georgian: {
    female: list(`
      Nino|ნინო|Нино
      Ana|ანა|Ана
      Tamar|თამარ|Тамар
      Mariam|მარიამ|Мариам
      Ketevan|ქეთევან|Кетеван
      Eka|ეკა|Эка
      Salome|სალომე|Саломе
      Natia|ნათია|Натия
      Tinatin|თინათინ|Тинатин
      Maia|მაია|Майя
      Nana|ნანა|Нана
      Lika|ლიკა|Лика
      Sopho|სოფო|Софо
      Khatia|ხათია|Хатия
      Tekla|თეკლა|Текла
      Elene|ელენე|Елене
      Medea|მედეა|Медея
      Rusudan|რუსუდან|Русудан
      Lali|ლალი|Лали
      Manana|მანანა|Манана
      Nutsa|ნუცა|Нуца
      Mzia|მზია|Мзия
      Teona|თეონა|Теона
      Irma|ირმა|Ирма
    `),
    male: list(`
      Giorgi|გიორგი|Гиорги
      Levan|ლევან|Леван
      David|დავით|Давид
      Nikoloz|ნიკოლოზ|Николоз
      Irakli|ირაკლი|Ираклий
      Luka|ლუკა|Лука
      Sandro|სანდრო|Сандро
      Lasha|ლაშა|Лаша
      Zurab|ზურაბ|Зураб
      Tornike|თორნიკე|Торнике
      Beka|ბექა|Бека
      Giga|გიგა|Гига
      Vakhtang|ვახტანგ|Вахтанг
      Otar|ოთარ|Отар
      Revaz|რევაზ|Реваз
      Nodar|ნოდარ|Нодар
      Tamaz|თამაზ|Тамаз
      Shota|შოთა|Шота
      Archil|არჩილ|Арчил
      Mikheil|მიხეილ|Михеил
      Temur|თემურ|Темур
      Dachi|დაჩი|Дачи
      Saba|საბა|Саба
      Gela|გელა|Гела
    `),
  },
  russian: {
    female: list(`
      Elena|ელენა|Елена
      Irina|ირინა|Ирина
      Olga|ოლგა|Ольга
      Natalia|ნატალია|Наталья
      Anna|ანნა|Анна
      Maria|მარია|Мария
      Tatiana|ტატიანა|Татьяна
      Svetlana|სვეტლანა|Светлана
      Ekaterina|ეკატერინა|Екатерина
      Yulia|იულია|Юлия
      Anastasia|ანასტასია|Анастасия
      Oksana|ოქსანა|Оксана
      Victoria|ვიქტორია|Виктория
      Ksenia|ქსენია|Ксения
      Polina|პოლინა|Полина
      Daria|დარია|Дарья
      Marina|მარინა|Марина
      Vera|ვერა|Вера
      Alina|ალინა|Алина
      Valeria|ვალერია|Валерия
      Sofia|სოფია|София
      Lyudmila|ლუდმილა|Людмила
      Nadezhda|ნადეჟდა|Надежда
      Galina|გალინა|Галина
    `),
    male: list(`
      Alexei|ალექსეი|Алексей
      Dmitry|დმიტრი|Дмитрий
      Sergey|სერგეი|Сергей
      Andrei|ანდრეი|Андрей
      Pavel|პაველ|Павел
      Maxim|მაქსიმ|Максим
      Nikolai|ნიკოლაი|Николай
      Igor|იგორ|Игорь
      Mikhail|მიხაილ|Михаил
      Vladimir|ვლადიმირ|Владимир
      Konstantin|კონსტანტინ|Константин
      Roman|რომან|Роман
      Artem|არტიომ|Артём
      Denis|დენის|Денис
      Yevgeny|ევგენი|Евгений
      Kirill|კირილ|Кирилл
      Oleg|ოლეგ|Олег
      Anton|ანტონ|Антон
      Viktor|ვიქტორ|Виктор
      Stanislav|სტანისლავ|Станислав
      Ruslan|რუსლან|Руслан
      Ilya|ილია|Илья
      Vadim|ვადიმ|Вадим
      Yuri|იური|Юрий
      Grigory|გრიგორი|Григорий
    `),
  },
};

const SURNAMES: Record<People, Surname[]> = {
  kazakh: gendered(`
    Sadykov|სადიკოვი|Садықов|Садыков
    Akhmetov|ახმეტოვი|Ахметов|Ахметов
    Zhunusov|ჟუნუსოვი|Жүнісов|Жунусов
    Nurlanov|ნურლანოვი|Нұрланов|Нурланов
    Omarov|ომაროვი|Омаров|Омаров
    Tokhtarov|ტოხტაროვი|Тоқтаров|Тохтаров
    Kassymov|კასიმოვი|Қасымов|Касымов
    Abenov|აბენოვი|Әбенов|Абенов
    Bekov|ბეკოვი|Беков|Беков
    Zhaksybekov|ჟაკსიბეკოვი|Жақсыбеков|Жаксыбеков
    Iskakov|ისკაკოვი|Ысқақов|Искаков
    Suleimenov|სულეიმენოვი|Сүлейменов|Сулейменов
    Nurpeisov|ნურპეისოვი|Нұрпейісов|Нурпеисов
    Abdrakhmanov|აბდრახმანოვი|Әбдірахманов|Абдрахманов
    Baimukhanov|ბაიმუხანოვი|Баймұханов|Баймуханов
    Yesenov|ესენოვი|Есенов|Есенов
    Kaliyev|კალიევი|Қалиев|Калиев
    Tulegenov|ტულეგენოვი|Төлегенов|Тулегенов
    Utepov|უტეპოვი|Өтепов|Утепов
    Zhumabayev|ჟუმაბაევი|Жұмабаев|Жумабаев
    Serikbayev|სერიკბაევი|Серікбаев|Серикбаев
    Kenzhebekov|კენჟებეკოვი|Кенжебеков|Кенжебеков
    Sarsenov|სარსენოვი|Сәрсенов|Сарсенов
    Ospanov|ოსპანოვი|Оспанов|Оспанов
    Yermekov|ერმეკოვი|Ермеков|Ермеков
    Amanzholov|ამანჟოლოვი|Аманжолов|Аманжолов
    Mukanov|მუკანოვი|Мұқанов|Муканов
    Alimov|ალიმოვი|Әлімов|Алимов
    Kairatov|კაირატოვი|Қайратов|Кайратов
  `),
  georgian: invariable(`
    Beridze|ბერიძე|Беридзе
    Kapanadze|კაპანაძე|Капанадзе
    Tsiklauri|წიკლაური|Циклаури
    Gelashvili|გელაშვილი|Гелашвили
    Japaridze|ჯაფარიძე|Джапаридзе
    Lomidze|ლომიძე|Ломидзе
    Maisuradze|მაისურაძე|Маисурадзе
    Kvaratskhelia|კვარაცხელია|Кварацхелия
    Chkheidze|ჩხეიძე|Чхеидзе
    Abashidze|აბაშიძე|Абашидзе
    Kiknadze|კიკნაძე|Кикнадзе
    Javakhishvili|ჯავახიშვილი|Джавахишвили
    Tsereteli|წერეთელი|Церетели
    Nozadze|ნოზაძე|Нозадзе
    Mchedlishvili|მჭედლიშვილი|Мчедлишвили
    Khutsishvili|ხუციშვილი|Хуцишвили
    Gvenetadze|გვენეტაძე|Гвенетадзе
    Bakradze|ბაქრაძე|Бакрадзе
    Dolidze|დოლიძე|Долидзе
    Shengelia|შენგელია|Шенгелия
    Kobakhidze|კობახიძე|Кобахидзе
    Gabunia|გაბუნია|Габуния
    Tsulukidze|წულუკიძე|Цулукидзе
    Ioseliani|იოსელიანი|Иоселиани
    Melikidze|მელიქიძე|Меликидзе
    Natsvlishvili|ნაცვლიშვილი|Нацвлишвили
    Sulaberidze|სულაბერიძე|Сулаберидзе
    Kurtanidze|ქურთანიძე|Куртанидзе
  `),
  russian: gendered(`
    Petrov|პეტროვი|Петров
    Morozov|მოროზოვი|Морозов
    Volkov|ვოლკოვი|Волков
    Ismailov|ისმაილოვი|Исмаилов
    Lebedev|ლებედევი|Лебедев
    Sokolov|სოკოლოვი|Соколов
    Ivanov|ივანოვი|Иванов
    Smirnov|სმირნოვი|Смирнов
    Kuznetsov|კუზნეცოვი|Кузнецов
    Popov|პოპოვი|Попов
    Vasilyev|ვასილიევი|Васильев
    Novikov|ნოვიკოვი|Новиков
    Fedorov|ფიოდოროვი|Фёдоров
    Orlov|ორლოვი|Орлов
    Pavlov|პავლოვი|Павлов
    Semyonov|სემიონოვი|Семёнов
    Yegorov|ეგოროვი|Егоров
    Kozlov|კოზლოვი|Козлов
    Belov|ბელოვი|Белов
    Zaitsev|ზაიცევი|Зайцев
    Nikitin|ნიკიტინი|Никитин
    Sorokin|სოროკინი|Сорокин
    Gusev|გუსევი|Гусев
    Tarasov|ტარასოვი|Тарасов
    Makarov|მაკაროვი|Макаров
    Frolov|ფროლოვი|Фролов
    Zakharov|ზახაროვი|Захаров
  `),
};

/** Who is named after a template of each country, and how often. */
const PEOPLE_BY_COUNTRY: Record<Country, readonly (readonly [People, number])[]> = {
  kz: [
    ['kazakh', 65],
    ['russian', 35],
  ],
  ge: [
    ['georgian', 85],
    ['russian', 15],
  ],
  remote: [
    ['russian', 70],
    ['kazakh', 15],
    ['georgian', 15],
  ],
};

type City = { place: Localized; lives: Localized; weight: number; extraLanguage?: string };

/**
 * Cities of one country, a line each: `en|ka|kk|ru` of the city, then "in the city" (ka|kk|ru:
 * Georgian -ში, Kazakh locative, Russian prepositional), its weight and maybe a language of contact.
 */
function cities(country: string, lines: string, remote = false): City[] {
  const nation = localized(country);
  const suffix: Localized = remote ? { en: ' (remote)', ka: ' (დისტანციურად)', kk: ' (қашықтан)', ru: ' (удалённо)' } : { en: '', ka: '', kk: '', ru: '' };
  return lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [forms, locative, weight, extraLanguage] = line.split(' ');
      const city = localized(forms!);
      const [ka, kk, ru] = locative!.split('|') as [string, string, string];
      const place = Object.fromEntries(LANGS.map((lang) => [lang, `${city[lang]}, ${nation[lang]}${suffix[lang]}`])) as Localized;
      const lives: Localized = remote
        ? {
            en: `Now lives in ${city.en} and works with customers remotely.`,
            ka: `ამჟამად ცხოვრობს ${ka} და დამკვეთებთან დისტანციურად მუშაობს.`,
            kk: `Қазір ${kk} тұрады және тапсырыс берушілермен қашықтан жұмыс істейді.`,
            ru: `Сейчас живёт в ${ru} и работает с заказчиками удалённо.`,
          }
        : {
            en: `Now lives and works in ${city.en}.`,
            ka: `ამჟამად ცხოვრობს და მუშაობს ${ka}.`,
            kk: `Қазір ${kk} тұрады және жұмыс істейді.`,
            ru: `Сейчас живёт и работает в ${ru}.`,
          };
      return { place, lives, weight: Number(weight ?? 1), ...(extraLanguage ? { extraLanguage } : {}) };
    });
}

/** Cities by country, with weights; a remote city may add a language of contact. */
const CITIES: Record<Country, City[]> = {
  kz: cities(
    'Kazakhstan|ყაზახეთი|Қазақстан|Казахстан',
    `
      Astana|ასტანა|Астана|Астана ასტანაში|Астанада|Астане 6
      Almaty|ალმათი|Алматы|Алматы ალმათიში|Алматыда|Алматы 7
      Shymkent|შიმკენტი|Шымкент|Шымкент შიმკენტში|Шымкентте|Шымкенте 3
      Karaganda|ყარაგანდა|Қарағанды|Караганда ყარაგანდაში|Қарағандыда|Караганде 2
      Aktobe|აქტობე|Ақтөбе|Актобе აქტობეში|Ақтөбеде|Актобе 1
      Pavlodar|პავლოდარი|Павлодар|Павлодар პავლოდარში|Павлодарда|Павлодаре 1
      Oskemen|ოსკემენი|Өскемен|Усть-Каменогорск ოსკემენში|Өскеменде|Усть-Каменогорске 1
      Atyrau|ატირაუ|Атырау|Атырау ატირაუში|Атырауда|Атырау 1
      Kostanay|კოსტანაი|Қостанай|Костанай კოსტანაიში|Қостанайда|Костанае 1
      Taraz|ტარაზი|Тараз|Тараз ტარაზში|Таразда|Таразе 1
      Aktau|აქტაუ|Ақтау|Актау აქტაუში|Ақтауда|Актау 1
      Semey|სემეი|Семей|Семей სემეიში|Семейде|Семее 1
      Kyzylorda|ყიზილორდა|Қызылорда|Кызылорда ყიზილორდაში|Қызылордада|Кызылорде 1
      Turkistan|თურქესტანი|Түркістан|Туркестан თურქესტანში|Түркістанда|Туркестане 1
    `,
  ),
  ge: cities(
    'Georgia|საქართველო|Грузия',
    `
      Tbilisi|თბილისი|Тбилиси თბილისში|Тбилисиде|Тбилиси 6
      Batumi|ბათუმი|Батуми ბათუმში|Батумиде|Батуми 3
      Kutaisi|ქუთაისი|Кутаиси ქუთაისში|Кутаисиде|Кутаиси 2
      Rustavi|რუსთავი|Рустави რუსთავში|Руставиде|Рустави 1
      Zugdidi|ზუგდიდი|Зугдиди ზუგდიდში|Зугдидиде|Зугдиди 1
      Gori|გორი|Гори გორში|Гориде|Гори 1
      Telavi|თელავი|Телави თელავში|Телавиде|Телави 1
      Poti|ფოთი|Поти ფოთში|Потиде|Поти 1
    `,
  ),
  remote: [
    ...cities('Armenia|სომხეთი|Армения', 'Yerevan|ერევანი|Ереван ერევანში|Ереванда|Ереване 3', true),
    ...cities('Serbia|სერბეთი|Сербия', 'Belgrade|ბელგრადი|Белград ბელგრადში|Белградта|Белграде 3', true),
    ...cities('Uzbekistan|უზბეკეთი|Өзбекстан|Узбекистан', 'Tashkent|ტაშკენტი|Ташкент ტაშკენტში|Ташкентте|Ташкенте 2', true),
    ...cities('Kyrgyzstan|ყირგიზეთი|Қырғызстан|Киргизия', 'Bishkek|ბიშკეკი|Бішкек|Бишкек ბიშკეკში|Бішкекте|Бишкеке 2', true),
    ...cities('Turkey|თურქეთი|Түркия|Турция', 'Istanbul|სტამბოლი|Стамбұл|Стамбул სტამბოლში|Стамбұлда|Стамбуле 2 tr', true),
    ...cities('Germany|გერმანია|Германия', 'Berlin|ბერლინი|Берлин ბერლინში|Берлинде|Берлине 1 de', true),
    ...cities('Poland|პოლონეთი|Польша', 'Warsaw|ვარშავა|Варшава ვარშავაში|Варшавада|Варшаве 1', true),
    ...cities('Cyprus|კვიპროსი|Кипр', 'Limassol|ლიმასოლი|Лимасол ლიმასოლში|Лимасолда|Лимасоле 1', true),
  ],
};

/** Languages of contact by the person's people and country, most spoken first. */
function languagesFor(people: People, country: Country, random: Random): string[] {
  if (people === 'kazakh') return random.chance(0.85) ? ['kk', 'ru', 'en'] : ['kk', 'ru'];
  if (people === 'georgian') return country === 'ge' || random.chance(0.5) ? ['ka', 'en', 'ru'] : ['ka', 'ru', 'en'];
  if (country === 'kz') return random.chance(0.5) ? ['ru', 'kk', 'en'] : ['ru', 'en'];
  if (country === 'ge') return random.chance(0.3) ? ['ru', 'en', 'ka'] : ['ru', 'en'];
  return ['ru', 'en'];
}

/** Sentences generated bios may end with (none of them names the person or their gender). */
const BIO_ENDINGS: readonly Localized[] = [
  {
    en: 'Consultations are held online or, by arrangement, in person.',
    ka: 'კონსულტაციები ტარდება ონლაინ ან, შეთანხმებით, პირისპირ.',
    kk: 'Кеңестер онлайн немесе алдын ала келісім бойынша бетпе-бет өтеді.',
    ru: 'Консультации проходят онлайн или, по договорённости, очно.',
  },
  {
    en: 'The first call is used to agree on goals and the scope of work.',
    ka: 'პირველ ზარზე მხარეები მიზნებსა და სამუშაოს მოცულობაზე თანხმდებიან.',
    kk: 'Алғашқы қоңырауда мақсаттар мен жұмыс көлемі келісіледі.',
    ru: 'На первом созвоне согласуются цели и объём работ.',
  },
  {
    en: 'Every engagement ends with written recommendations the team can act on.',
    ka: 'ყოველი პროექტი სრულდება წერილობითი რეკომენდაციებით, რომელთა გამოყენებაც გუნდს მაშინვე შეუძლია.',
    kk: 'Әр жұмыс команда бірден қолдана алатын жазбаша ұсынымдармен аяқталады.',
    ru: 'Каждая работа завершается письменными рекомендациями, которые команда может сразу применить.',
  },
  {
    en: 'Works in short iterations and reports on progress every week.',
    ka: 'მუშაობს მოკლე ეტაპებად და პროგრესის შესახებ ყოველკვირეულად აწვდის ანგარიშს.',
    kk: 'Қысқа кезеңдермен жұмыс істеп, барысы туралы апта сайын есеп береді.',
    ru: 'Работает короткими итерациями и каждую неделю отчитывается о ходе работы.',
  },
  {
    en: 'Before the work starts, asks for the figures and documents that matter, so that the first meeting is spent on decisions.',
    ka: 'მუშაობის დაწყებამდე ითხოვს საჭირო ციფრებსა და დოკუმენტებს, რათა პირველი შეხვედრა გადაწყვეტილებებს დაეთმოს.',
    kk: 'Жұмыс басталар алдында қажетті көрсеткіштер мен құжаттарды сұратады, сондықтан алғашқы кездесу шешімдерге арналады.',
    ru: 'Перед началом работы запрашивает нужные цифры и документы, чтобы первая встреча ушла на решения.',
  },
  {
    en: 'Also mentors specialists who are new to the platform.',
    ka: 'ასევე მენტორობას უწევს პლატფორმაზე ახლად მოსულ სპეციალისტებს.',
    kk: 'Сондай-ақ платформаға жаңа келген мамандарға тәлімгерлік етеді.',
    ru: 'Также наставляет специалистов, которые недавно пришли на платформу.',
  },
];

type Industry = { id: string; name: Localized };

/** The industries a generated service is shaped for, as "for …" in each language. */
const INDUSTRIES: readonly Industry[] = [
  ['retail-chains', 'for retail chains|საცალო ქსელებისთვის|бөлшек сауда желілері үшін|для розничных сетей'],
  ['online-stores', 'for online stores|ონლაინ მაღაზიებისთვის|интернет-дүкендер үшін|для интернет-магазинов'],
  ['manufacturers', 'for manufacturers|მწარმოებლებისთვის|өндірушілер үшін|для производителей'],
  ['logistics', 'for logistics companies|ლოგისტიკური კომპანიებისთვის|логистикалық компаниялар үшін|для логистических компаний'],
  ['hospitality', 'for hotels and restaurants|სასტუმროებისა და რესტორნებისთვის|қонақ үйлер мен мейрамханалар үшін|для отелей и ресторанов'],
  ['fintech', 'for fintech companies|ფინტექ-კომპანიებისთვის|финтех-компаниялар үшін|для финтех-компаний'],
  ['startups', 'for early-stage startups|ადრეული ეტაპის სტარტაპებისთვის|ерте кезеңдегі стартаптар үшін|для стартапов на ранней стадии'],
  ['education', 'for education projects|საგანმანათლებლო პროექტებისთვის|білім беру жобалары үшін|для образовательных проектов'],
  [
    'healthcare',
    'for clinics and medical centres|კლინიკებისა და სამედიცინო ცენტრებისთვის|клиникалар мен медициналық орталықтар үшін|для клиник и медицинских центров',
  ],
  ['agribusiness', 'for agribusiness|აგრობიზნესისთვის|агробизнес үшін|для агробизнеса'],
  [
    'construction',
    'for developers and construction companies|დეველოპერებისა და სამშენებლო კომპანიებისთვის|девелоперлер мен құрылыс компаниялары үшін|для девелоперов и строительных компаний',
  ],
  [
    'professional-services',
    'for professional services firms|პროფესიული მომსახურების კომპანიებისთვის|кәсіби қызмет көрсету компаниялары үшін|для компаний сферы профессиональных услуг',
  ],
  ['non-profits', 'for non-profit organisations|არაკომერციული ორგანიზაციებისთვის|коммерциялық емес ұйымдар үшін|для некоммерческих организаций'],
  ['tour-operators', 'for tour operators|ტუროპერატორებისთვის|туроператорлар үшін|для туроператоров'],
  ['family-business', 'for family businesses|საოჯახო ბიზნესებისთვის|отбасылық бизнес үшін|для семейного бизнеса'],
  ['media', 'for media companies|მედიაკომპანიებისთვის|медиакомпаниялар үшін|для медиакомпаний'],
  ['telecom', 'for telecom operators|სატელეკომუნიკაციო ოპერატორებისთვის|телеком-операторлар үшін|для телеком-операторов'],
  ['energy', 'for energy companies|ენერგეტიკული კომპანიებისთვის|энергетикалық компаниялар үшін|для энергетических компаний'],
  ['small-business', 'for small businesses|მცირე ბიზნესისთვის|шағын бизнес үшін|для малого бизнеса'],
  [
    'banks',
    'for banks and microfinance organisations|ბანკებისა და მიკროსაფინანსო ორგანიზაციებისთვის|банктер мен микроқаржы ұйымдары үшін|для банков и микрофинансовых организаций',
  ],
  ['saas', 'for SaaS companies|SaaS-კომპანიებისთვის|SaaS-компаниялар үшін|для SaaS-компаний'],
  [
    'public-sector',
    'for public sector organisations|საჯარო სექტორის ორგანიზაციებისთვის|мемлекеттік сектор ұйымдары үшін|для организаций государственного сектора',
  ],
].map(([id, forms]) => ({ id: id!, name: localized(forms!) }));

const FOR_YOUR_INDUSTRY: Localized = {
  en: 'The expert adapts the examples and benchmarks to your industry.',
  ka: 'ექსპერტი მაგალითებსა და ორიენტირებს თქვენს დარგს არგებს.',
  kk: 'Сарапшы мысалдар мен бағдарларды сіздің салаңызға бейімдейді.',
  ru: 'Эксперт подбирает примеры и ориентиры из вашей отрасли.',
};

type Scope = {
  id: 'standard' | 'compact' | 'extended';
  weight: number;
  price: readonly [number, number];
  label?: Localized;
  sentence?: Localized;
  deliverable?: Localized;
};

/** The scopes a generated service comes in: compact ones drop a deliverable, extended ones add follow-up. */
const SCOPES: readonly Scope[] = [
  { id: 'standard', weight: 2, price: [0.85, 1.3] },
  {
    id: 'compact',
    weight: 1,
    price: [0.5, 0.7],
    label: localized('compact version|კომპაქტური ვერსია|ықшам нұсқа|компактная версия'),
    sentence: {
      en: 'The compact version covers the essentials in less time and at a lower price.',
      ka: 'კომპაქტური ვერსია ყველაზე აუცილებელს მოიცავს უფრო მოკლე ვადაში და უფრო დაბალ ფასად.',
      kk: 'Ықшам нұсқа ең қажеттісін қысқа мерзімде және төмен бағамен қамтиды.',
      ru: 'Компактная версия охватывает самое необходимое за более короткий срок и по более низкой цене.',
    },
  },
  {
    id: 'extended',
    weight: 1,
    price: [1.4, 1.9],
    label: localized('extended version|გაფართოებული ვერსია|кеңейтілген нұсқа|расширенная версия'),
    sentence: {
      en: 'The extended version goes deeper and adds three months of support after delivery.',
      ka: 'გაფართოებული ვერსია უფრო სიღრმისეულ დამუშავებას და ჩაბარების შემდეგ სამთვიან მხარდაჭერას მოიცავს.',
      kk: 'Кеңейтілген нұсқа тереңірек талдауды және тапсырғаннан кейінгі үш ай сүйемелдеуді қамтиды.',
      ru: 'Расширенная версия включает более глубокую проработку и три месяца сопровождения после сдачи.',
    },
    deliverable: {
      en: 'Three months of follow-up support with a monthly review call',
      ka: 'სამთვიანი მხარდაჭერა ყოველთვიური შემაჯამებელი ზარით',
      kk: 'Ай сайынғы қорытынды қоңырауы бар үш айлық сүйемелдеу',
      ru: 'Три месяца сопровождения с ежемесячным созвоном по итогам',
    },
  },
];

// --- Expert templates: today's experts, with the place of the name in each bio.

const GEORGIAN_VOWEL = /[აეიოუ]$/;
type GeorgianCase = 'nominative' | 'ergative' | 'dative';

/** A Georgian first name (as written before a surname: დანიარ, ნინო) in the cases bios use it in. */
function georgianCases(name: string): Record<GeorgianCase, string> {
  return GEORGIAN_VOWEL.test(name)
    ? { nominative: name, ergative: `${name}მ`, dative: `${name}ს` }
    : { nominative: `${name}ი`, ergative: `${name}მა`, dative: `${name}ს` };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordIn = (text: string, word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u').exec(text);
const firstName = (name: Localized, lang: Lang) => name[lang].split(' ')[0]!;

/** A bio cut around the one place that names its person, to put another person there. */
type BioFrame = { [L in Lang]: { before: string; after: string } } & { kaCase: GeorgianCase };

type ExpertTemplate = { expert: RawExpert; gender: Gender; country: Country; bio: BioFrame; statesExperience: boolean };

function genderOf(bio: string): Gender | undefined {
  const female = bio.match(/\b(she|her|hers)\b/gi)?.length ?? 0;
  const male = bio.match(/\b(he|him|his)\b/gi)?.length ?? 0;
  if (female === male) return undefined;
  return female > male ? 'female' : 'male';
}

function countryOf(location: string): Country {
  if (location.endsWith(', Kazakhstan')) return 'kz';
  if (location.endsWith(', Georgia')) return 'ge';
  return 'remote';
}

/** Today's expert as a template, or undefined when its bio cannot carry another person. */
function expertTemplate(expert: RawExpert): ExpertTemplate | undefined {
  const gender = genderOf(expert.bio.en);
  if (!gender) return undefined;
  const frame: Partial<Record<Lang, { before: string; after: string }>> = {};
  let kaCase: GeorgianCase | undefined;
  for (const lang of LANGS) {
    const text = expert.bio[lang];
    const forms: [string, GeorgianCase | undefined][] =
      lang === 'ka'
        ? Object.entries(georgianCases(firstName(expert.name, 'ka'))).map(([grammaticalCase, form]) => [form, grammaticalCase as GeorgianCase])
        : [[firstName(expert.name, lang), undefined]];
    const found = forms.map(([form, grammaticalCase]) => ({ match: wordIn(text, form), grammaticalCase })).find(({ match }) => match);
    if (!found?.match) return undefined;
    const end = found.match.index + found.match[0].length;
    // The name must appear once only: a second mention would keep the template's person.
    if (forms.some(([form]) => wordIn(text.slice(end), form))) return undefined;
    frame[lang] = { before: text.slice(0, found.match.index), after: text.slice(end) };
    if (lang === 'ka') kaCase = found.grammaticalCase;
  }
  const statesExperience = new RegExp(`\\b${expert.experienceYears} years\\b`).test(expert.bio.en);
  return { expert, gender, country: countryOf(expert.location.en), bio: { ...(frame as BioFrame), kaCase: kaCase! }, statesExperience };
}

/** The template's bio about another person, then the sentences given (where they live, how they work). */
function bioFor(template: ExpertTemplate, first: Localized, sentences: readonly Localized[]): Localized {
  const out = {} as Localized;
  for (const lang of LANGS) {
    const name = lang === 'ka' ? georgianCases(first.ka)[template.bio.kaCase] : first[lang];
    const { before, after } = template.bio[lang];
    out[lang] = [`${before}${name}${after}`, ...sentences.map((sentence) => sentence[lang])].join(' ');
  }
  return out;
}

// --- The catalogue.

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** An id not yet taken: the wanted one, else with -2, -3 … */
function uniqueId(wanted: string, taken: Set<string>): string {
  let id = wanted || 'entry';
  for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
  taken.add(id);
  return id;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function fullName(first: Localized, last: Localized): Localized {
  return { en: `${first.en} ${last.en}`, ka: `${first.ka} ${last.ka}`, kk: `${first.kk} ${last.kk}`, ru: `${first.ru} ${last.ru}` };
}

/** Templates in a shuffled round, so that every one of them (and so every area) is used evenly. */
function* rounds<T>(items: readonly T[], random: Random): Generator<T> {
  for (;;) yield* random.shuffled(items);
}

type Areas = { group: Map<string, string>; byGroup: Map<string, string[]> };

function generateExperts(count: number, base: RawContent, areas: Areas, random: Random): RawExpert[] {
  const today = base.experts.experts;
  const kept = today.slice(0, count);
  const templates = today.map(expertTemplate).filter((template) => template !== undefined);
  if (kept.length === count) return kept;
  if (templates.length === 0) throw new Error('generate: no expert in content/experts.json can serve as a template (each bio must name its person once)');

  const languageIds = new Set(base['contact-languages'].contactLanguages.map((language) => language.id));
  const fallbackLanguage = base['contact-languages'].contactLanguages[0]!.id;
  const ids = new Set(kept.map((expert) => expert.id));
  const names = new Set(kept.map((expert) => expert.name.en));
  const next = rounds(templates, random);
  const experts = [...kept];

  while (experts.length < count) {
    const template = next.next().value as ExpertTemplate;
    const people = random.weighted(PEOPLE_BY_COUNTRY[template.country]);
    let first = random.pick(FIRST_NAMES[people][template.gender]);
    let last = random.pick(SURNAMES[people])[template.gender];
    // Namesakes only once the lists run short.
    for (let attempt = 0; attempt < 20 && names.has(`${first.en} ${last.en}`); attempt++) {
      first = random.pick(FIRST_NAMES[people][template.gender]);
      last = random.pick(SURNAMES[people])[template.gender];
    }
    const name = fullName(first, last);
    names.add(name.en);

    const country = template.country === 'remote' || random.chance(0.9) ? template.country : 'remote';
    const city = random.weighted(CITIES[country].map((candidate) => [candidate, candidate.weight] as const));
    const languages = languagesFor(people, country, random);
    if (city.extraLanguage) languages.push(city.extraLanguage);
    else if (random.chance(0.08)) languages.push(random.pick(['tr', 'de']));
    const spoken = languages.filter((language) => languageIds.has(language));

    const expertAreas = [...template.expert.areas];
    const sameGroup = areas.byGroup.get(areas.group.get(expertAreas[0]!) ?? '') ?? [];
    const extra = sameGroup.filter((area) => !expertAreas.includes(area));
    if (extra.length > 0 && random.chance(0.25)) expertAreas.push(random.pick(extra));

    const years = template.statesExperience ? template.expert.experienceYears : clamp(template.expert.experienceYears - 2 + random.below(9), 1, 60);
    const rate = template.expert.consultationPriceUsd * random.between(0.65, 1.45) * (1 + (years - template.expert.experienceYears) * 0.03);

    experts.push({
      id: uniqueId(slug(name.en), ids),
      name,
      title: template.expert.title,
      areas: expertAreas,
      consultationPriceUsd: clamp(roundTo(rate, 5), 20, 2000),
      languages: spoken.length > 0 ? spoken : [fallbackLanguage],
      location: city.place,
      experienceYears: years,
      bio: bioFor(template, first, [
        ...(random.chance(0.85) ? [city.lives] : []),
        ...random.shuffled(BIO_ENDINGS).slice(0, random.weighted([[0, 3] as const, [1, 5] as const, [2, 2] as const])),
      ]),
      placeholder: true,
    });
  }
  return experts;
}

/** Who can deliver a service: experts of its areas, else of its group, else anyone. */
function expertPicker(experts: readonly RawExpert[], areas: Areas, random: Random) {
  const byArea = new Map<string, string[]>();
  const byGroup = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, id: string) => {
    const ids = map.get(key);
    if (ids) ids.push(id);
    else map.set(key, [id]);
  };
  for (const expert of experts) {
    const groups = new Set<string>();
    for (const area of expert.areas) {
      add(byArea, area, expert.id);
      const group = areas.group.get(area);
      if (group) groups.add(group);
    }
    for (const group of groups) add(byGroup, group, expert.id);
  }
  const everyone = experts.map((expert) => expert.id);
  return (service: Pick<RawService, 'areas' | 'group'>, count: number): string[] => {
    const candidates = [...new Set(service.areas.flatMap((area) => byArea.get(area) ?? []))];
    const pool = candidates.length > 0 ? candidates : (byGroup.get(service.group) ?? everyone);
    const chosen = new Set<string>();
    while (chosen.size < Math.min(count, pool.length)) chosen.add(random.pick(pool));
    return [...chosen];
  };
}

function generateServices(count: number, base: RawContent, experts: readonly RawExpert[], areas: Areas, random: Random): RawService[] {
  const today = base.services.services;
  const pickExperts = expertPicker(experts, areas, random);
  const expertIds = new Set(experts.map((expert) => expert.id));
  // Today's services keep their experts while those exist; one left without any gets some of its areas.
  const kept = today.slice(0, count).map((service) => {
    const known = (service.expertIds ?? []).filter((id) => expertIds.has(id));
    if (known.length === (service.expertIds ?? []).length) return service;
    return { ...service, expertIds: known.length > 0 ? known : pickExperts(service, 1) };
  });
  const ids = new Set(kept.map((service) => service.id));
  const next = rounds(today, random);
  const services = [...kept];

  while (services.length < count) {
    const template = next.next().value as RawService;
    const scope = random.weighted(SCOPES.map((candidate) => [candidate, candidate.weight] as const));
    let industry = random.pick(INDUSTRIES);
    for (let attempt = 0; attempt < 10 && ids.has(serviceId(template, industry, scope)); attempt++) industry = random.pick(INDUSTRIES);

    const title = {} as Localized;
    const description = {} as Localized;
    for (const lang of LANGS) {
      title[lang] = `${template.title[lang]} — ${industry.name[lang]}${scope.label ? ` (${scope.label[lang]})` : ''}`;
      description[lang] = [template.description[lang], FOR_YOUR_INDUSTRY[lang], scope.sentence?.[lang]].filter(Boolean).join(' ');
    }

    const weeks = template.durationWeeks;
    let durationWeeks = { min: weeks.min, max: weeks.max };
    if (scope.id === 'compact') {
      const max = Math.max(1, Math.round(weeks.max * 0.6));
      durationWeeks = { min: Math.min(max, Math.max(1, Math.round(weeks.min * 0.6))), max };
    } else if (scope.id === 'extended') {
      durationWeeks = { min: weeks.min, max: clamp(Math.max(weeks.max + 1, Math.round(weeks.max * 1.5)), weeks.min, 104) };
    }

    const deliverables = [...template.deliverables];
    if (scope.id === 'compact' && deliverables.length > 2) deliverables.pop();
    if (scope.deliverable) deliverables.push(scope.deliverable);

    services.push({
      id: uniqueId(serviceId(template, industry, scope), ids),
      kind: template.kind,
      group: template.group,
      areas: template.areas,
      title,
      description,
      priceFromUsd: clamp(roundTo(template.priceFromUsd * random.between(...scope.price), 50), 50, 10_000_000),
      durationWeeks,
      deliverables,
      expertIds: pickExperts(template, random.weighted([[1, 4] as const, [2, 4] as const, [3, 2] as const])),
    });
  }
  return services;
}

function serviceId(template: RawService, industry: Industry, scope: Scope): string {
  return scope.id === 'standard' ? `${template.id}-${industry.id}` : `${template.id}-${industry.id}-${scope.id}`;
}

export type CatalogueOptions = { experts: number; services: number; seed?: number };

/**
 * Today's content with `experts` experts and `services` services. Testimonials of a service that
 * is left out move to a service of the same group (their count has a minimum too).
 */
export function generateCatalogue({ experts: expertCount, services: serviceCount, seed = 1 }: CatalogueOptions, base: RawContent): RawContent {
  for (const [what, count] of [
    ['experts', expertCount],
    ['services', serviceCount],
  ] as const) {
    if (!Number.isSafeInteger(count) || count < CATALOGUE_MINIMUMS[what])
      throw new RangeError(`generate: ${what} must be a whole number of at least ${CATALOGUE_MINIMUMS[what]} (got ${count})`);
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError(`generate: the seed must be a whole number (got ${seed})`);

  const random = new Random(seed);
  const areas: Areas = { group: new Map(), byGroup: new Map() };
  for (const area of base.areas.areas) {
    areas.group.set(area.id, area.group);
    areas.byGroup.set(area.group, [...(areas.byGroup.get(area.group) ?? []), area.id]);
  }

  const experts = generateExperts(expertCount, base, areas, random);
  const services = generateServices(serviceCount, base, experts, areas, random);

  const serviceIds = new Set(services.map((service) => service.id));
  const testimonials = base.testimonials.testimonials.every((story) => serviceIds.has(story.serviceId))
    ? base.testimonials
    : {
        ...base.testimonials,
        testimonials: base.testimonials.testimonials.map((story) => {
          if (serviceIds.has(story.serviceId)) return story;
          const group = base.services.services.find((service) => service.id === story.serviceId)?.group;
          return { ...story, serviceId: (services.find((service) => service.group === group) ?? services[0]!).id };
        }),
      };

  return {
    ...base,
    experts: { ...base.experts, experts },
    services: { ...base.services, services },
    testimonials,
  };
}
