/** The card's marks: which expert it is, and its bio, which the expert's own page shows whole (ExpertProfile). */
export const EXPERT_CARD = { attribute: 'data-expert-card', bio: 'data-bio' } as const;
