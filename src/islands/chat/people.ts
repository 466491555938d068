/** How a chat shows a person: first and last name. */
export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
