export const licensesEn = {
  "licenses.status.active": "Active",
  "licenses.status.expired": "Expired",
  "licenses.status.disabled": "Disabled",
  "licenses.status.revoked": "Revoked",

  "licenses.my.intro": "Your licence keys, the websites they are active on, downloads, renewals and upgrades.",
  "licenses.my.empty.title": "You have no licences yet",
  "licenses.my.empty.text": "When you buy a plugin, its licence key appears here, ready to enter in WordPress.",
  "licenses.my.empty.link": "Browse the plugins",
  "licenses.my.help": "How licences, activation and renewals work",

  "licenses.card.option": "Licence: {option}",
  "licenses.card.sites": "Websites",
  "licenses.card.updates": "Updates and support",

  "licenses.key.label": "Licence key",
  "licenses.key.show": "Show key",
  "licenses.key.showLabel": "Show key ({plugin})",
  "licenses.key.copy": "Copy key",
  "licenses.key.copyLabel": "Copy key ({plugin})",
  "licenses.key.copied": "Licence key copied",
  "licenses.key.copiedDescription":
    "Paste it in WordPress on the plugin's licence screen: under Plugins → Installed Plugins, through the “Licence” link in the plugin's row.",
  "licenses.key.copyFailed": "The key could not be copied",
  "licenses.key.copyFailedDescription": "It is shown in full now: select it and copy it by hand.",

  "licenses.sites.used.one": "{used} of {limit} website in use",
  "licenses.sites.used.other": "{used} of {limit} websites in use",
  "licenses.sites.unlimited.one": "{used} website in use, no limit",
  "licenses.sites.unlimited.other": "{used} websites in use, no limit",
  "licenses.sites.none":
    "Not active on any website yet. To activate it, go to Plugins → Installed Plugins in WordPress, click “Licence” in the plugin's row, enter the key and click “Activate licence”.",
  "licenses.sites.since": "Active since {date}",
  "licenses.sites.lastSeen": "last seen {date}",
  "licenses.sites.notCounted": "{environment} – does not count towards the limit",
  "licenses.sites.environment.production": "Production",
  "licenses.sites.environment.staging": "Staging",
  "licenses.sites.environment.development": "Development",
  "licenses.sites.environment.local": "Local",
  "licenses.sites.deactivate": "Deactivate",
  "licenses.sites.deactivateLabel": "Deactivate {site}",
  "licenses.sites.deactivating": "Deactivating …",
  "licenses.sites.deactivated": "{site} was deactivated. The licence is free for another website.",
  "licenses.sites.deactivateFailed": "This website could not be deactivated. Reload the page and try again.",

  "licenses.expiry.active": "Updates and support until {date}.",
  "licenses.expiry.expired": "Updates and support ended on {date}. The plugin keeps working; renew to get new versions and support again.",
  "licenses.expiry.disabled": "This licence was disabled because its order was refunded. It receives no more updates and cannot be activated.",
  "licenses.expiry.revoked": "This licence was revoked and can no longer be used. If you think this is a mistake, please contact us.",

  "licenses.download.link": "Download version {version}",
  "licenses.download.label": "Download version {version} ({plugin})",
  "licenses.download.expired": "Downloading new versions needs an active licence. Renew it to download the latest version.",
  "licenses.download.disabled": "A disabled licence cannot download the plugin.",
  "licenses.download.revoked": "A revoked licence cannot download the plugin.",
  "licenses.download.none": "There is no version of this plugin to download yet.",
  "licenses.download.notFound": "There is no licence with this number in your account.",
  "licenses.download.unavailable": "This plugin has no version to download at the moment.",

  "licenses.renew.link": "Renew for {price}",
  "licenses.renew.label": "Renew for {price} ({plugin})",
  "licenses.renew.hint": "Adds another term of updates and support from the current expiry date.",
  "licenses.upgrade.title": "Upgrade",
  "licenses.upgrade.hint": "You pay only the difference and keep your key and expiry date.",
  "licenses.upgrade.link": "{option} for {price} more",
  "licenses.upgrade.label": "Upgrade to {option} for {price} more ({plugin})",

  "licenses.info.intro":
    "Every paid plugin comes with a licence key. It activates the plugin on your websites and unlocks updates and support for the period of your licence.",
  "licenses.info.tiers.title": "Licence types",
  "licenses.info.tiers.text": "Our paid plugins come in three tiers. They differ only in the number of websites the key can be active on:",
  "licenses.info.tiers.single.name": "1 site",
  "licenses.info.tiers.single.text": "for one website, such as your own company site or shop.",
  "licenses.info.tiers.five.name": "5 sites",
  "licenses.info.tiers.five.text": "for up to five websites – your own or your clients'.",
  "licenses.info.tiers.unlimited.name": "Unlimited",
  "licenses.info.tiers.unlimited.text": "for as many websites as you like, made for agencies.",
  "licenses.info.tiers.term":
    "Every licence includes updates and support for the number of months shown with its price, counted from the purchase. After that, the plugin keeps working on all your websites – only new versions and support end until you renew.",
  "licenses.info.activation.title": "Activation",
  "licenses.info.activation.step1": "Install the plugin in WordPress and activate it as usual.",
  "licenses.info.activation.step2":
    "Under Plugins → Installed Plugins, click “Licence” in the plugin's row, enter your licence key and click “Activate licence”. If the plugin is network-activated on a multisite, you find the link in the network admin.",
  "licenses.info.activation.step3":
    "The website is now activated for this key and uses one of its sites. The licence screen now shows until when you receive updates and how many sites are in use; from now on it shows the key only masked.",
  "licenses.info.activation.staging":
    "Test copies do not count: websites that WordPress reports as staging, development or local, and addresses such as localhost, *.local, *.test or staging.example.com.",
  "licenses.info.activation.move":
    "To move a licence to another website, click “Deactivate licence” on the plugin's licence screen on the old site, or delete the plugin there; if the old site can no longer be reached, deactivate it under My licences. The site is free again at once. Merely deactivating the plugin in WordPress does not free it.",
  "licenses.info.updates.title": "Updates",
  "licenses.info.updates.text":
    "While your licence is active, new versions appear in WordPress under Dashboard → Updates and on the Plugins screen and install like any other update, automatically too if you wish (“Enable auto-updates” under Plugins → Installed Plugins). You can also download the latest version under My licences.",
  "licenses.info.renewal.title": "Renewal",
  "licenses.info.renewal.text":
    "Renewing adds another term of updates and support, counted from the current expiry date, so renewing early costs you nothing. If the licence has already expired, the new term starts on the day you renew. Key and websites stay the same.",
  "licenses.info.upgrades.title": "Upgrades",
  "licenses.info.upgrades.text":
    "Need more websites? Upgrade to a larger tier under My licences: you pay only the difference between the two prices, and your key and its expiry date stay the same.",
  "licenses.info.myLicensesLink": "Go to My licences",
  "licenses.info.pluginsLink": "See the plugins and their prices",

  "licenses.lookup.title": "Check a licence key",
  "licenses.lookup.intro": "Enter a key to see its state, its plugin and how long it receives updates. Owner and websites are never shown.",
  "licenses.lookup.field": "Licence key",
  "licenses.lookup.hint": "For example WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA",
  "licenses.lookup.submit": "Check key",
  "licenses.lookup.submitting": "Checking …",
  "licenses.lookup.empty": "Please enter a licence key.",
  "licenses.lookup.unknown": "No licence with this key.",
  "licenses.lookup.rateLimited.one": "Too many checks from your network. Please try again in {minutes} minute.",
  "licenses.lookup.rateLimited.other": "Too many checks from your network. Please try again in {minutes} minutes.",
  "licenses.lookup.resultTitle": "Licence found",
  "licenses.lookup.plugin": "Plugin",
  "licenses.lookup.status": "State",
  "licenses.lookup.updatesUntil": "Updates and support until",
  "licenses.lookup.updatesEnded": "Updates and support ended on",

  // Renewal reminders (issue #20 part 2): mailed before and on the expiry, in the customer's language.
  "renewals.mail.subject.expiring": "Your licence for {plugin} expires on {date} – {company}",
  "renewals.mail.subject.expired": "Your licence for {plugin} has expired – {company}",
  "renewals.mail.greeting": "Hello {name},",
  "renewals.mail.text.expiring":
    "updates and support for {plugin} end on {date}. The plugin keeps working on your websites; to keep receiving new versions and support, renew the licence. Your key and your websites stay the same, and the new term starts at the current expiry date, so renewing early costs you nothing.",
  "renewals.mail.text.expired":
    "updates and support for {plugin} ended on {date}. The plugin keeps working on your websites, but receives no new versions or security fixes. Renew the licence to get them again: your key and your websites stay the same.",
  "renewals.mail.plugin": "Plugin",
  "renewals.mail.key": "Licence key",
  "renewals.mail.expires": "Updates and support until",
  "renewals.mail.renew": "Renew in one step (sign in with your account if asked):",
  "renewals.mail.myLicenses": "All your licences:",
  "renewals.mail.signature": "Kind regards\nYour {company} team",
} as const;
