import { describe, expect, it } from 'vitest';
import { FormPostError, formFieldsOf, valuesFromFormFields } from './form-post';
import { FORM_SCHEMAS } from './schemas';

const post = (fields: Record<string, string> | [string, string][]) => valuesFromFormFields(Array.isArray(fields) ? fields : Object.entries(fields));

describe('valuesFromFormFields', () => {
  it('reads a support message as the JSON form sends it, empty fields left out', () => {
    expect(post({ name: 'Ника', email: 'info@почта.рф', phone: '', theme: 'technical', comment: 'Line 1\r\nLine 2', website: '', locale: 'ru' })).toEqual({
      values: { name: 'Ника', email: 'info@почта.рф', theme: 'technical', comment: 'Line 1\r\nLine 2', locale: 'ru' },
      idempotencyKey: undefined,
    });
  });

  it('takes the idempotency key out of the values', () => {
    expect(post({ name: 'A', idempotencyKey: ' k-1 ' })).toEqual({ values: { name: 'A' }, idempotencyKey: 'k-1' });
    expect(post({ name: 'A', idempotencyKey: '' }).idempotencyKey).toBeUndefined();
  });

  it('makes numbers of the number fields, and leaves other text for the schema to refuse', () => {
    expect(post({ amountUsd: '25000', budgetUsd: ' 4000 ', name: '12' }).values).toEqual({ amountUsd: 25000, budgetUsd: 4000, name: '12' });
    expect(post({ amountUsd: '25,000' }).values).toEqual({ amountUsd: '25,000' });
    expect(FORM_SCHEMAS.investor.safeParse({ name: 'A', email: 'a@b.kz', amountUsd: post({ amountUsd: '1e9' }).values.amountUsd }).success).toBe(false);
  });

  it('reads paths into lists and objects: time slots and comments', () => {
    const { values } = post([
      ['expertId', 'aigerim-bekova'],
      ['comments.0', 'First'],
      ['timeSlots.0.date', '2030-01-02'],
      ['timeSlots.0.from', '10:00'],
      ['timeSlots.0.to', '11:30'],
      ['timeSlots.0.timeZone', 'Asia/Almaty'],
      ['timeSlots.1.date', ''],
      ['timeSlots.1.from', ''],
      ['timeSlots.1.to', ''],
      ['timeSlots.1.timeZone', 'Asia/Almaty'],
    ]);
    expect(values).toEqual({
      expertId: 'aigerim-bekova',
      comments: ['First'],
      timeSlots: [{ date: '2030-01-02', from: '10:00', to: '11:30', timeZone: 'Asia/Almaty' }],
    });
  });

  it('a request whose only slot is blank has no slots, and an empty comment is no comment', () => {
    const { values } = post({ email: 'a@b.kz', 'comments.0': '', 'timeSlots.0.date': '', 'timeSlots.0.timeZone': 'UTC' });
    expect(values).toEqual({ email: 'a@b.kz' });
    const parsed = FORM_SCHEMAS.meeting.safeParse({ ...values, expertId: 'x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.some((issue) => issue.path.join('.') === 'timeSlots' && issue.message === 'slotsRequired')).toBe(true);
  });

  it('keeps a half-filled slot for the schema to name what is missing', () => {
    expect(post({ 'timeSlots.0.date': '2030-01-02', 'timeSlots.0.timeZone': 'UTC' }).values).toEqual({ timeSlots: [{ date: '2030-01-02', timeZone: 'UTC' }] });
  });

  it('refuses what no form sends: a field twice, a broken path, an index past the limits, too many fields', () => {
    for (const fields of [
      [
        ['email', 'a'],
        ['email', 'b'],
      ],
      [
        ['email', ''],
        ['email', 'b'],
      ],
      [['timeSlots..date', 'x']],
      [['0', 'x']],
      [['timeSlots.10.date', 'x']],
      [['a.b.c.d', 'x']],
      [
        ['comments', 'x'],
        ['comments.0', 'y'],
      ],
      [
        ['idempotencyKey', 'a'],
        ['idempotencyKey', 'b'],
      ],
      Array.from({ length: 61 }, (_, i) => [`f${i}`, 'x']),
    ] as [string, string][][])
      expect(() => post(fields), JSON.stringify(fields).slice(0, 80)).toThrow(FormPostError);
  });

  it('leaves an empty field out altogether, not as a key without a value', () => {
    // A key that is there, even undefined, is a field the strict schemas judge: `admin` would be unknown.
    expect(post({ name: 'A', phone: '', admin: '' }).values).toStrictEqual({ name: 'A' });
    expect(post({ idempotencyKey: 'k-1' }).values).toStrictEqual({});
    // Nested too: a group whose fields were all left empty is no group.
    expect(post({ name: 'A', 'contact.phone': '', 'contact.mail': '' }).values).toStrictEqual({ name: 'A' });
  });

  it('puts list items in the order of their index, whatever the order they are posted in', () => {
    expect(
      post([
        ['comments.2', 'Third'],
        ['comments.0', 'First'],
        ['comments.1', 'Second'],
      ]).values,
    ).toEqual({ comments: ['First', 'Second', 'Third'] });
    expect(
      post([
        ['comments.3', 'Later'],
        ['comments.1', 'Sooner'],
      ]).values,
    ).toEqual({ comments: ['Sooner', 'Later'] });
  });

  it('makes a list only of index names: a name beside them makes an object, which the schema refuses', () => {
    const { values } = post([
      ['comments.0', 'First'],
      ['comments.x', 'Other'],
    ]);
    expect(values).toEqual({ comments: { 0: 'First', x: 'Other' } });
    expect(FORM_SCHEMAS.meeting.safeParse({ comments: values.comments }).error?.issues.find((issue) => issue.path[0] === 'comments')?.message).toBe(
      'invalidChoice',
    );
  });

  it('reads a name with digits in it as a name, not as an index', () => {
    expect(
      post([
        ['address2', 'a'],
        ['comments.x1', 'b'],
        ['comments.1x', 'c'],
      ]).values,
    ).toEqual({ address2: 'a', comments: { x1: 'b', '1x': 'c' } });
  });

  it('takes the last item a list may hold, and as many fields as a form may have', () => {
    expect(post({ 'timeSlots.9.date': '2030-01-02', 'comments.9': 'Tenth' }).values).toEqual({
      timeSlots: [{ date: '2030-01-02' }],
      comments: ['Tenth'],
    });
    expect(Object.keys(post(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'])).values)).toHaveLength(60);
  });

  it('refuses an index written with a leading zero: `comments.01` would be item 1 a second time', () => {
    for (const fields of [
      [['comments.01', 'x']],
      [['timeSlots.00.date', 'x']],
      [
        ['comments.1', 'x'],
        ['comments.01', 'y'],
      ],
    ] as [string, string][][])
      expect(() => post(fields), JSON.stringify(fields)).toThrow(FormPostError);
  });

  it('names the field at fault, as the API’s 400 answer does', () => {
    const fieldOf = (fields: [string, string][]) => {
      try {
        post(fields);
      } catch (error) {
        if (error instanceof FormPostError) return error.field;
        throw error;
      }
      return undefined;
    };
    expect(fieldOf([['timeSlots.10.date', 'x']])).toBe('timeSlots.10.date');
    expect(fieldOf(Array.from({ length: 61 }, (_, i) => [`f${i}`, 'x']))).toBe('(too many fields)');
  });

  it('keeps a time slot that has only a time, or is plain text, for the schema to refuse', () => {
    expect(post({ 'timeSlots.0.from': '10:00', 'timeSlots.0.timeZone': 'UTC' }).values).toEqual({ timeSlots: [{ from: '10:00', timeZone: 'UTC' }] });
    expect(post({ 'timeSlots.0.to': '11:00', 'timeSlots.0.timeZone': 'UTC' }).values).toEqual({ timeSlots: [{ to: '11:00', timeZone: 'UTC' }] });
    expect(post({ 'timeSlots.0': 'tomorrow morning' }).values).toEqual({ timeSlots: ['tomorrow morning'] });
  });

  it('never touches a prototype: `__proto__` is a field the schema names unknown', () => {
    const { values } = post([
      ['__proto__.polluted', 'y'],
      ['constructor.prototype', 'z'],
      ['name', 'A'],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values)).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'name']));
    const parsed = FORM_SCHEMAS.support.safeParse(values);
    expect(parsed.success).toBe(false);
  });
});

describe('formFieldsOf', () => {
  it('names values as the form does, and reads back as they were', () => {
    const values = {
      expertId: 'a',
      budgetUsd: 4000,
      comments: ['One'],
      timeSlots: [{ date: '2030-01-02', from: '10:00', to: '11:00', timeZone: 'UTC' }],
      phone: undefined,
    };
    const fields = formFieldsOf(values);
    expect(fields).toContainEqual(['timeSlots.0.date', '2030-01-02']);
    expect(fields).toContainEqual(['budgetUsd', '4000']);
    const { phone: _, ...rest } = values;
    expect(valuesFromFormFields(fields).values).toEqual(rest);
  });

  it('leaves out what a draft holds as null, as it leaves out what is not there', () => {
    // A draft comes back from JSON, where a value can be null.
    expect(formFieldsOf({ name: 'A', phone: null, timeSlots: [{ date: '2030-01-02', from: null }] })).toEqual([
      ['name', 'A'],
      ['timeSlots.0.date', '2030-01-02'],
    ]);
  });
});
