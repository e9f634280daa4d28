export const adminCreditsEn = {
  "admin.credits.title": "Credits",
  "admin.credits.held": "Credits held",
  "admin.credits.heldIntro": "Prepaid by clients and not yet revenue: available credits plus those reserved for accepted offers.",
  "admin.credits.heldIn": "In {currency}",
  "admin.credits.split": "{available} available · {reserved} reserved",
};
