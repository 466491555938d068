/**
 * Mail to an address a user typed (a testimonial request, a reference's confirmation, an agency or company
 * invitation): how many one address receives from all users together, and one user sends, per day (UTC).
 */
export const typedAddressMailLimits = { perAddressPerDay: 3, perSenderPerDay: 30 } as const;

export const typedAddressMailTexts = {
  addressFull: 'This address has received as many e-mails from our members as one day allows. Please try again tomorrow.',
  senderFull: 'You have sent as many e-mails to other people as one day allows. Please try again tomorrow.',
} as const;
