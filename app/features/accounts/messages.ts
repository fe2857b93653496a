// Sign-up, sign-in, account and security texts.
import { formatCount } from "~/lib/format";

export const auth = {
  signUpFailed: "Sign up Failed",
  signInFailed: "Sign in Failed",
  signOutFailed: "Sign out Failed",
  authenticationError: "Authentication Error",
  registrationSuccessfulTitle: "Registration Successful!",
  proceedToLogin: "Proceed to Login",
  signingIn: "Signing in...",
  creatingAccount: "Creating Account...",
  simpleSignupFailedPrefix: "Signup failed: ",
  simpleSignupSuccess: "Signup successful! Please check your email to confirm your account.",
  sendingLink: "Sending link...",
} as const;

/** Account screens beyond the spec's own texts (confirmation, reset, limits, password policy). */
export const account = {
  /** A refusal that knows its wait: the time is named, rounded up to whole minutes beyond one minute. */
  tooManyAttemptsRetry: (seconds: number) =>
    `Too many attempts. Please try again in ${seconds < 60 ? formatCount(Math.max(1, Math.ceil(seconds)), "second") : formatCount(Math.ceil(seconds / 60), "minute")}.`,
  emailNotVerified: "Please confirm your e-mail address before signing in. We sent you a confirmation link when you registered.",
  resendConfirmation: "Resend confirmation e-mail",
  confirmationSent: "If an account with this e-mail address is waiting for confirmation, a new confirmation link is on its way. Please check your inbox.",
  emailConfirmed: "Your e-mail address is confirmed. You can now sign in.",
  confirmationExpired: "This confirmation link has expired.",
  confirmationInvalid: "This confirmation link is invalid or has already been used.",
  confirmationSentTo: (email: string) => `We've sent a confirmation link to ${email}. Click the link in that e-mail to activate your account.`,
  resetRequested: (email: string) => `If an account exists for ${email}, we've sent a link to reset your password. Please check your inbox.`,
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  passwordReset: { title: "Password Reset", description: "Your password has been changed. Sign in with your new password." },
  passwordChanged: { title: "Password Changed", description: "Your password has been updated and your other devices were signed out." },
  passwordChangeFailed: { title: "Password Not Changed", variant: "destructive" },
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "Your current password is incorrect",
  passwordNeverChanged: "Never",
  phoneInvalid: "Enter a valid phone number",
  locationTooLong: "Location must be at most 100 characters",
  profileNotFound: "Your profile could not be found.",
  // better-auth's refusals, each in the words shown to the person at the form.
  invalidCredentials: "Invalid email or password",
  sessionEnded: "Your session has ended. Please sign in again.",
  requestRefused: "We could not complete this request. Please check what you entered and try again.",
  // Notes on the result panels of the sign-up, reset and confirmation screens.
  confirmationHelp: "Didn't get it? Check your spam folder, or have a new link sent.",
  resetLinkHelp: "The link is valid for one hour. Didn't get a mail? Check your spam folder or try again.",
  resetLinkOnceHelp: "Reset links work once and for one hour. Ask for a new one and use the latest mail.",
  resendConfirmationHelp:
    "Enter the e-mail address you registered with and we'll send you a new confirmation link. If your address is already confirmed, simply log in.",
  passwordChangeSignsOut: "Changing your password signs out every other device.",
  superAdminAccountType: "Super Admin",
  confirmationLinkNote: "We'll send a confirmation link to your e-mail address.",
  newPasswordNote: "Pick a password you don't use anywhere else. Every device signed in to your account will be signed out.",
  forgotPasswordNote: "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  confirmationExpiredTitle: "Confirmation link expired",
  confirmationInvalidTitle: "Confirmation link not valid",
  checkInboxTitle: "Check your inbox",
  resetLinkExpiredTitle: "Link expired",
  linkNotSent: "Link Not Sent",
  passwordNotReset: "Password Not Reset",
  // The privacy notice's link on the sign-up forms, and the toast of a sign-in that cancelled a requested deletion.
  readPrivacyNotice: "Read the privacy notice",
  deleteCancelled: (requestedOn: string) => ({
    title: "Deletion Cancelled",
    description: `You signed in, so the deletion you asked for on ${requestedOn} is cancelled and your account stays. We have sent you an e-mail about it.`,
    variant: "info" as const,
  }),
} as const;

/** Two-factor sign-in: the Security tab's set-up and the sign-in code step. */
export const security = {
  twoFactorIntro:
    "Protect your account with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy, 1Password ...): after your password, you enter the 6-digit code it shows.",
  twoFactorAdminRequired: "The admin account must use two-factor sign-in. Set it up to use the admin tools.",
  twoFactorStart: "Set Up Authenticator",
  twoFactorScan: "Add this key to your authenticator app (or open the link on your phone), then enter the 6-digit code it shows.",
  twoFactorKeyLabel: "Setup key",
  twoFactorBackupCodes: "Backup codes: each works once if you lose your phone. Keep them somewhere safe; they are shown only now.",
  twoFactorCodeLabel: "6-digit code",
  twoFactorConfirm: "Turn On",
  twoFactorEnabled: { title: "Two-Factor Sign-in On", description: "From now on you sign in with your password and a code." },
  twoFactorDisable: "Turn Off",
  twoFactorDisabled: { title: "Two-Factor Sign-in Off", description: "You now sign in with your password alone." },
  passwordLabel: "Your password",
  signInCodeTitle: "Enter your sign-in code",
  signInCodeIntro: "Open your authenticator app and enter the 6-digit code for this site, or enter one of your backup codes.",
  signInCodeLabel: "6-digit code or backup code",
  trustDeviceLabel: "Trust this device for 30 days",
  verify: "Verify",
  codeRequired: "Enter the code from your authenticator app or a backup code",
  wrongCode: "That code is not right. Check the time on your phone and try again.",
  codeSessionExpired: "Your sign-in has expired. Please sign in again.",
} as const;
