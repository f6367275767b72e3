import { submissionHandler } from '@/lib/submissions/server';

/** POST /api/investor-requests: see the API section of README.md. */
export function POST(request: Request) {
  return submissionHandler('investor')(request);
}
