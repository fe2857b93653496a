// The employer's Verification tab: what a pending or rejected organisation sees, and the request form.
export const verification = {
  pendingTitle: "Your organisation is waiting for verification",
  pendingText:
    "Until our team has checked your organisation you can post jobs (shown as from an unverified employer), but you cannot open doctors' resumes.",
  rejectedTitle: "Your verification request was not approved",
  awaitingTitle: "Your account is awaiting verification",
  awaitingCan: "You can post jobs and receive applications now: your jobs show as from an unverified employer.",
  awaitingCannot: "You cannot open doctors' resumes or message doctors until our team has checked your organisation.",
  awaitingAsk: "Send us your organisation's details below so that our team can check them.",
  awaitingSent: (date: string) => `Your details were sent on ${date} and are with our team. We will tell you by e-mail once they are checked.`,
  awaitingChange: "Change the details you sent",
  requestTitle: "Verify your organisation",
  requestSent: { title: "Request Sent", description: "Thank you. We will check your organisation and let you know by e-mail." },
  verifiedNote: "Your organisation is verified: you can open the resumes doctors share with verified employers.",
  submitRequest: "Request Verification",
  orgNameRequired: "Organisation name is required",
  orgTypeRequired: "Choose the type of organisation",
  cityRequired: "City is required",
  orgRegistrationRequired: "Enter your official e-mail domain (e.g. apollohospitals.com) or your registration / GSTIN number",
  contactPersonRequired: "Contact person is required",
} as const;
