import { answerCustomer } from '@/lib/office/routes';

/** POST /api/office/submissions/:id/answer: the office's answer to what the customer wrote. */
export const POST = answerCustomer;
