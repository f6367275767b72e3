/**
 * The video meeting with the expert, as the office books it: a status change to "meeting booked"
 * carries its start and end (UTC instants), the zone its time was set in (the customer's own when
 * the office kept one of their slots), the video link and its invitation's SEQUENCE (0 when first
 * booked, one more on every move). The request's meeting is its latest booking.
 */

import { rangeIn } from '@/lib/forms/slot-text';

export type Meeting = { start: string; end: string; timeZone: string; videoLink: string };
export type BookedMeeting = Meeting & { sequence: number };

/** The columns of status_changes that keep a booking (lib/submissions/database.ts). */
export type MeetingColumns = {
  meeting_start: string | null;
  meeting_end: string | null;
  meeting_zone: string | null;
  video_link: string | null;
  meeting_sequence: number | string | null;
};

/** A change's meeting; null for every change that booked none. */
export function meetingOfRow(row: MeetingColumns): BookedMeeting | null {
  if (!row.meeting_start || !row.meeting_end || !row.meeting_zone || !row.video_link) return null;
  return { start: row.meeting_start, end: row.meeting_end, timeZone: row.meeting_zone, videoLink: row.video_link, sequence: Number(row.meeting_sequence) };
}

export const MEETING_COLUMNS = ['meeting_start', 'meeting_end', 'meeting_zone', 'video_link', 'meeting_sequence'] as const;

/** The zone a customer reads times in: the one they gave their slots in, else the meeting's own. */
export function customerZone(payload: Record<string, unknown>, fallback = 'UTC'): string {
  const slots = Array.isArray(payload.timeSlots) ? (payload.timeSlots as { timeZone?: unknown }[]) : [];
  const zone = slots[0]?.timeZone;
  return typeof zone === 'string' ? zone : fallback;
}

/** A meeting's time in a zone and language: "Thu, 3 Dec 2026, 10:00 – 11:30 (Asia/Almaty)". */
export function meetingTimeIn(meeting: Pick<BookedMeeting, 'start' | 'end'>, timeZone: string, locale: string): string {
  return `${rangeIn(new Date(meeting.start), new Date(meeting.end), timeZone, locale)} (${timeZone})`;
}

/** The meeting a request waits for: its latest booking, while its status is "meeting booked". */
export function bookedMeeting(view: { status: string; steps: readonly { meeting: BookedMeeting | null }[] }): BookedMeeting | null {
  return view.status === 'meeting_booked' ? (view.steps.findLast((step) => step.meeting)?.meeting ?? null) : null;
}
