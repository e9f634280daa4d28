export const adminCreditsEn = {
  "admin.credits.title": "Credits",
  "admin.credits.held": "Credits held (liability)",
  "admin.credits.heldIntro":
    "Prepaid by clients and owed to them until the work is invoiced or the credits are paid back, so a liability and not revenue: available credits plus those reserved for accepted offers.",
  "admin.credits.heldIn": "In {currency}",
  "admin.credits.split": "{available} available · {reserved} reserved",
};
