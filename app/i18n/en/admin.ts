export const adminEn = {
  "admin.forbidden": "You do not have permission to access this page.",

  "admin.home.signedInAs": "Signed in as {name} ({email}).",
  "admin.home.security": "Your sign-in is protected by an authenticator app. Unused recovery codes: {count}.",
  "admin.home.recoveryCodesLow": "Few recovery codes are left. Keep the remaining ones in a safe place.",
  "admin.home.siteAreas": "Areas of the site",

  "admin.twoFactor.title": "Two-factor sign-in",
  "admin.twoFactor.enrol.intro":
    "Admin accounts sign in with a second factor. Set up an authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis) once; from then on it gives you a new six-digit code every 30 seconds.",
  "admin.twoFactor.enrol.scanHeading": "1. Scan the QR code",
  "admin.twoFactor.enrol.scan": "Scan this code with your authenticator app.",
  "admin.twoFactor.enrol.qrLabel": "QR code for setting up the authenticator app for {account}",
  "admin.twoFactor.enrol.manual": "Cannot scan? Enter this key in the app instead (time-based, 6 digits):",
  "admin.twoFactor.enrol.secretLabel": "Setup key",
  "admin.twoFactor.enrol.confirmHeading": "2. Confirm with a code",
  "admin.twoFactor.enrol.confirm": "Enter the six-digit code the app now shows.",
  "admin.twoFactor.enrol.submit": "Confirm and sign in",

  "admin.twoFactor.verify.intro": "Enter the six-digit code from your authenticator app. Without your phone, use one of your recovery codes instead.",
  "admin.twoFactor.code": "Code from the app or recovery code",
  "admin.twoFactor.enrolCode": "Six-digit code",
  "admin.twoFactor.verify.submit": "Sign in",

  "admin.twoFactor.error.required": "Please enter a code.",
  "admin.twoFactor.error.wrongCode": "This code is not valid. Attempts left: {remaining}.",
  "admin.twoFactor.locked.title": "Too many wrong codes",
  "admin.twoFactor.locked.text": "For your security, this sign-in has been stopped. Please sign in again with your password.",
  "admin.twoFactor.locked.login": "Sign in again",

  "admin.twoFactor.enrolled.title": "Two-factor sign-in is set up",
  "admin.twoFactor.enrolled.codesIntro":
    "These are your recovery codes. Each one works once, in place of a code from the app, if you lose your phone. Store them now somewhere safe (a password manager or printed out): they are shown only this once.",
  "admin.twoFactor.enrolled.codesLabel": "Recovery codes",
  "admin.twoFactor.enrolled.done": "You are signed in. The recovery codes were shown once, right after the setup.",
  "admin.twoFactor.enrolled.continue": "Continue",
};
