// Sign-up and sign-in texts.
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
