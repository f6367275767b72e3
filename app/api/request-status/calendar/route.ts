import { calendarRoute } from '@/lib/submissions/server';

/** POST /api/request-status/calendar: "Add to calendar", the booked meeting as an .ics file (lib/submissions/action-endpoint.ts). */
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = calendarRoute();
