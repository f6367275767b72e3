/**
 * Valid submissions for the schema tests, at a fixed moment: slots must lie ahead of "now" and
 * within a year, so the tests pin the clock to TEST_NOW.
 */
export const TEST_NOW = new Date('2026-11-21T12:00:00Z');

export const slot = { date: '2026-12-03', from: '10:00', to: '11:30', timeZone: 'Asia/Almaty' };
export const validMeeting = {
  expertId: 'aigerim-sadykova',
  email: 'dana@example.kz',
  firstName: 'Dana',
  lastName: 'Serikova',
  contactLanguage: 'ru',
  industry: 'retail-ecommerce',
  timeSlots: [slot],
};
export const validSupport = { name: 'Nika', email: 'nika@example.ge', theme: 'technical', comment: 'The form does not open.' };
export const validInvestor = { name: 'Arman', email: 'arman@example.kz', amountUsd: 5000 };
