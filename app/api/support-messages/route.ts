import { submissionHandler } from '@/lib/submissions/server';

/** POST /api/support-messages: see the API section of README.md. */
export function POST(request: Request) {
  return submissionHandler('support')(request);
}
