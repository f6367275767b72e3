import { describe, expect, it } from 'vitest';
import { bindNumbersInLocalized, bindNumbersInTree, bindNumbersToUnits } from './typography';

const nb = (text: string) => text.replace(/_/g, '\u00a0');

describe('numbers stay with their units', () => {
  it.each([
    ['Корпоративный подоходный налог 0 % до 2028 года', 'Корпоративный подоходный налог 0_% до 2028 года'],
    ['0 % corporate income tax until 2028', '0_% corporate income tax until 2028'],
    ['гранты на 25 000 и 150 000 долларов', 'гранты на 25_000 и 150_000_долларов'],
    ['тендеры до 10 000 000 тенге', 'тендеры до 10_000_000_тенге'],
    ['до 10 МБ', 'до 10_МБ'],
    ['up to 10 MB', 'up to 10_MB'],
    ['$ 5,000 minimum', '$_5,000 minimum'],
    ['25 000 დოლარის გრანტი', '25_000_დოლარის გრანტი'],
    ['150 млн теңге', '150_млн теңге'],
  ])('%s', (input, expected) => {
    expect(bindNumbersToUnits(input)).toBe(nb(expected));
  });

  it('leaves words that only begin like a unit, years and plain counts alone', () => {
    expect(bindNumbersToUnits('2 mlnx')).toBe('2 mlnx');
    expect(bindNumbersToUnits('in 2019 we started')).toBe('in 2019 we started');
    expect(bindNumbersToUnits('7 лет опыта')).toBe('7 лет опыта');
    expect(bindNumbersToUnits('no numbers here')).toBe('no numbers here');
  });

  it('goes through a tree of messages, ICU placeholders untouched', () => {
    expect(bindNumbersInTree({ a: ['5 %', { b: '{count, plural, one {# expert} other {# experts}}' }], n: 5 })).toEqual({
      a: [nb('5_%'), { b: '{count, plural, one {# expert} other {# experts}}' }],
      n: 5,
    });
  });

  it("in content, touches the visitor's texts only", () => {
    const content = {
      phone: '+7 701 555 12 34',
      title: { en: '5 %', ka: '5 %', kk: '5 %', ru: '5 %' },
      list: [{ desc: { en: '10 MB', ka: '10 MB', kk: '10 MB', ru: '10 МБ' } }],
    };
    const bound = bindNumbersInLocalized(content);
    expect(bound.phone).toBe('+7 701 555 12 34');
    expect(bound.title.ru).toBe(nb('5_%'));
    expect(bound.list[0]!.desc.ru).toBe(nb('10_МБ'));
  });
});
