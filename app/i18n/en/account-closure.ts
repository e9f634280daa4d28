export const accountClosureEn = {
  "accountClosure.title": "Your account",
  "accountClosure.signedInAs": "Signed in as {email}.",
  "accountClosure.password": "Change your password",
  "accountClosure.credits": "Credits and refunds",
  "accountClosure.heading": "Close account",
  "accountClosure.intro":
    "Closing your account signs you out everywhere and removes your personal data that the law does not require us to keep. It cannot be undone.",
  "accountClosure.refunds": "Your unused credits are paid back through the payment provider to the means of payment of your top-ups:",
  "accountClosure.noRefunds": "You have no unused credits to pay back.",
  "accountClosure.reserved":
    "{amount} is reserved for an order that is still running. Reserved credits are not refundable while the order runs, so the account can be closed once it is delivered or released.",
  "accountClosure.removed":
    "Removed: your e-mail address and user name in the login, your name, password, two-factor settings, recovery codes and all sessions.",
  "accountClosure.kept":
    "Kept for 7 years, as the Austrian Federal Fiscal Code (BAO §132) requires: invoices, orders with their billing details, refunds and the credits statement, and the tasks and offers that invoices refer to. We delete them when that period ends.",
  "accountClosure.confirm": "I want to close my account; my unused credits are paid back.",
  "accountClosure.submit": "Close account",
  "accountClosure.error.confirm": "Tick the box to confirm that you want to close your account. Nothing was changed.",
  "accountClosure.error.admin": "An administrator's account cannot be closed here; another administrator has to take the role away first. Nothing was changed.",
  "accountClosure.error.reservedCredits": "Credits are reserved for a running order, so the account stays open. Nothing was closed.",
  "accountClosure.error.refundPending":
    "The payment provider has not confirmed the refund yet, so your account stays open. Please try again in a few minutes; the refund is not paid twice.",
  "accountClosure.closed.title": "Your account is closed",
  "accountClosure.closed.text":
    "You are signed out everywhere and your personal data is removed. A refund receipt for any credits paid back is on its way by e-mail.",
};
