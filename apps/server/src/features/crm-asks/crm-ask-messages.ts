// What 'Send asks to the CRM' tells the user: the spec has no texts for it, so these say what happened and what to do.
export const CRM_ASK_MESSAGES = {
  administratorsOnly: 'Only an administrator can send asks to the CRM.',
  appealNotFound: 'Appeal not found.',
  excelSource: "This appeal's donors came from an Excel file: asks are sent only to Raiser's Edge NXT or Virtuous.",
  wrongCrm: (crm: string) => `This appeal's donors came from ${crm}: send its asks there.`,
  practiceEnvironment: "The practice environment is not a Raiser's Edge NXT database: nothing is sent from it.",
  notExported: 'Export the appeal first: the asks sent are the ladders its export mailed.',
  alreadySending: 'The asks of this appeal are being sent already.',
  noCrmId: 'The donor has no record id in the CRM.',
  reauthenticate: "Raiser's Edge NXT asks to sign in again: reauthenticate the environment, then send again to finish.",
  reconnectVirtuous: 'Virtuous refused the saved sign-in: reconnect the Virtuous account, then send again to finish.',
  failed: 'Something went wrong while sending the asks. Send again to finish: donors already written are not written twice.',
  unknownCategory: (category: string) =>
    `"${category}" is not a custom field category of type Text in this Raiser's Edge NXT environment: choose one of its categories.`,
} as const;
