/** How the profile dialog finds an expert's card in the page (it shows a copy of the card). */
export const EXPERT_CARD = { attribute: 'data-expert-card', bio: 'data-bio' } as const;
