/**
 * A meeting's calendar invitation (iCalendar, RFC 5545/5546, written by the `ics` library): one
 * UID for the request's meeting for its whole life, so a calendar replaces the event it holds
 * when the meeting moves (SEQUENCE one higher each time) and removes it on METHOD:CANCEL. Times
 * are UTC; the text names the zone the reader was told, since a calendar shows its own.
 */

import { domainToASCII } from 'node:url';
import { createEvent } from 'ics';
import { mailbox } from '@/lib/config';
import type { BookedMeeting } from './meeting';

/** REQUEST and CANCEL travel in mails (RFC 6047); PUBLISH is the file a person adds to their calendar themselves. */
export type InvitationMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export type InvitationInput = {
  submissionId: string;
  meeting: BookedMeeting;
  method: InvitationMethod;
  /** The office's sending address: the organizer, and the domain of the UID. */
  from: string;
  /** The mail's reader; none in a file the customer downloads. */
  attendee: { name: string; email: string } | null;
  title: string;
  description: string;
};

/** `meeting-<request id>@<the office's domain>`: the same for every version of the request's meeting. */
export function invitationUid(submissionId: string, from: string): string {
  const address = mailbox(from) ?? 'office@localhost';
  return `meeting-${submissionId}@${address.split('@').pop()}`;
}

/**
 * An address as a calendar takes it: the domain in its ASCII form (IDNA), since the format (and
 * the library's check) knows no other; undefined when the local part is not ASCII either.
 */
export function calendarAddress(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = domainToASCII(address.slice(at + 1));
  return at > 0 && domain && /^[\x21-\x7e]+$/.test(local) ? `${local}@${domain}` : undefined;
}

export function invitation({ submissionId, meeting, method, from, attendee, title, description }: InvitationInput): string {
  const organizer = calendarAddress(mailbox(from) ?? '') ?? 'office@localhost';
  const attendeeAddress = attendee && calendarAddress(attendee.email);
  const { value, error } = createEvent({
    productId: '-//experts-for-projects//meetings//EN',
    method,
    uid: invitationUid(submissionId, from),
    sequence: meeting.sequence,
    start: Date.parse(meeting.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(meeting.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    description,
    location: meeting.videoLink,
    url: meeting.videoLink,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { email: organizer },
    // An address no calendar can hold (a non-ASCII local part) is left out: the mail still reaches them.
    attendees: attendee && attendeeAddress ? [{ name: attendee.name, email: attendeeAddress, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }] : [],
  });
  if (error || !value) throw error ?? new Error('no invitation written');
  return value;
}
