/**
 * The meeting's invitation, read back by ICAL.js (Mozilla's parser, the one Thunderbird uses) as a
 * calendar would: the method, one UID for every version, the sequence, the times in UTC, the
 * organizer and the attendee, and the zone named in the text.
 */

import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarAddress, invitation, invitationUid } from './invitation';
import { customerZone, meetingOfRow, meetingTimeIn } from './meeting';

const meeting = {
  start: '2030-03-04T10:00:00.000Z',
  end: '2030-03-04T11:30:00.000Z',
  timeZone: 'Asia/Almaty',
  videoLink: 'https://meet.example.org/r/abc',
  sequence: 0,
};
const base = {
  submissionId: '0b8f2f7e-1111-4c3e-9a55-9e1f0c2d3a4b',
  meeting,
  method: 'REQUEST' as const,
  from: 'Experts <office@experts.example>',
  attendee: { name: 'Dana Serikova', email: 'dana@example.kz' },
  title: 'Video meeting with an expert (request K7Q2-M9XD)',
  description: 'Video meeting about request K7Q2-M9XD: Mon, Mar 4, 2030, 15:00 – 16:30 (Asia/Almaty). Join: https://meet.example.org/r/abc',
};

function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time;
  return { calendar, event, time };
}

describe('a meeting’s invitation', () => {
  it('is a REQUEST calendars accept: UTC times, its UID, sequence 0, organizer and attendee, the zone named in the text', () => {
    const ics = invitation(base);
    // RFC 5545: lines end in CRLF.
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const { calendar, event, time } = read(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(event.getFirstPropertyValue('uid')).toBe('meeting-0b8f2f7e-1111-4c3e-9a55-9e1f0c2d3a4b@experts.example');
    expect(event.getFirstPropertyValue('sequence')).toBe(0);
    expect(time('dtstart').zone?.tzid).toBe('UTC');
    expect(time('dtstart').toJSDate().toISOString()).toBe(meeting.start);
    expect(time('dtend').toJSDate().toISOString()).toBe(meeting.end);
    expect(time('dtstamp')).toBeTruthy();
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.getFirstPropertyValue('summary')).toBe(base.title);
    expect(event.getFirstPropertyValue('description')).toBe(base.description);
    expect(event.getFirstPropertyValue('location')).toBe(meeting.videoLink);
    expect(String(event.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:office@experts.example');
    const attendee = event.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:dana@example.kz');
    expect(attendee.getParameter('cn')).toBe('Dana Serikova');
  });

  it('keeps its UID when the meeting moves, with the sequence raised, and cancels under the same UID', () => {
    const moved = read(invitation({ ...base, meeting: { ...meeting, start: '2030-03-05T09:00:00.000Z', end: '2030-03-05T10:00:00.000Z', sequence: 1 } }));
    expect(moved.event.getFirstPropertyValue('uid')).toBe(invitationUid(base.submissionId, base.from));
    expect(moved.event.getFirstPropertyValue('sequence')).toBe(1);
    expect(moved.time('dtstart').toJSDate().toISOString()).toBe('2030-03-05T09:00:00.000Z');
    const cancelled = read(invitation({ ...base, method: 'CANCEL', meeting: { ...meeting, sequence: 2 } }));
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.getFirstPropertyValue('sequence')).toBe(2);
    expect(cancelled.event.getFirstPropertyValue('uid')).toBe(invitationUid(base.submissionId, base.from));
  });

  it('escapes text a calendar would otherwise read as structure, and folds long lines', () => {
    const description = `Line one; two, three\nJoin: ${'https://meet.example.org/'.padEnd(120, 'x')}`;
    const ics = invitation({ ...base, description });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(read(ics).event.getFirstPropertyValue('description')).toBe(description);
  });

  it('writes an international address’s domain in ASCII, and leaves out an attendee whose name part is not ASCII', () => {
    expect(calendarAddress('dana@почта.рф')).toBe('dana@xn--80a1acny.xn--p1ai');
    expect(calendarAddress('Dana.S+x@Example.kz')).toBe('Dana.S+x@example.kz');
    expect(calendarAddress('дана@почта.рф')).toBeUndefined();
    expect(calendarAddress('no-at-sign')).toBeUndefined();
    const { event } = read(invitation({ ...base, from: 'office@почта.рф', attendee: { name: 'Дана', email: 'дана@почта.рф' } }));
    expect(String(event.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:office@xn--80a1acny.xn--p1ai');
    expect(event.getFirstProperty('attendee')).toBeNull();
  });

  it('takes its UID’s domain from the sending address, whatever its form', () => {
    expect(invitationUid('id-1', 'office@почта.рф')).toBe('meeting-id-1@почта.рф');
    expect(invitationUid('id-1', '"Office" <no-reply@experts.example>')).toBe('meeting-id-1@experts.example');
  });
});

describe('a meeting’s time', () => {
  it('is read in the zone the customer gave their slots in, else the meeting’s own, with the zone named', () => {
    expect(customerZone({ timeSlots: [{ timeZone: 'Asia/Almaty' }, { timeZone: 'Europe/Berlin' }] }, 'UTC')).toBe('Asia/Almaty');
    expect(customerZone({ timeSlots: [] }, 'Asia/Tbilisi')).toBe('Asia/Tbilisi');
    expect(customerZone({ timeSlots: 'x' }, 'Asia/Tbilisi')).toBe('Asia/Tbilisi');
    expect(customerZone({})).toBe('UTC');
    expect(meetingTimeIn(meeting, 'Asia/Almaty', 'en')).toBe('Mon, Mar 4, 2030, 15:00\u2009–\u200916:30 (Asia/Almaty)');
    expect(meetingTimeIn(meeting, 'UTC', 'ru')).toMatch(/^пн, 4 мар\. 2030\sг\., 10:00\s*[–-]\s*11:30 \(UTC\)$/);
  });

  it('is a booking’s only when the change kept all of it', () => {
    const row = { meeting_start: meeting.start, meeting_end: meeting.end, meeting_zone: 'Asia/Almaty', video_link: meeting.videoLink, meeting_sequence: '3' };
    expect(meetingOfRow(row)).toEqual({ ...meeting, sequence: 3 });
    for (const missing of ['meeting_start', 'meeting_end', 'meeting_zone', 'video_link']) expect(meetingOfRow({ ...row, [missing]: null }), missing).toBeNull();
  });
});
