/** Messages of the public licence and update API (`licenseApi.*`): what WordPress shows the site owner. */
export const licenseApiEn = {
  "licenseApi.error.invalidInput": "The request is incomplete or invalid: {problems}",
  "licenseApi.error.fieldRequired": "{field} is missing",
  "licenseApi.error.fieldInvalid": "{field} is invalid",
  "licenseApi.error.invalidBody": "The request body could not be read. Send JSON or form fields.",
  "licenseApi.error.bodyTooLarge": "The request is too large.",
  "licenseApi.error.invalidLicenseKey": "This is not a valid licence key. Please check it for typos: a key looks like WPS-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX.",
  "licenseApi.error.invalidSiteUrl": "The site URL is not a valid web address of a website.",
  "licenseApi.error.invalidEnvironment": "The environment must be production, staging, development or local.",
  "licenseApi.error.licenseNotFound": "No licence with this key exists. Please check the key in your account under “My licences”.",
  "licenseApi.error.licenseRevoked": "This licence has been revoked and can no longer be used. Please contact us if you think this is a mistake.",
  "licenseApi.error.licenseDisabled": "This licence is disabled, for example because its order was refunded. Please contact us if you think this is a mistake.",
  "licenseApi.error.siteLimitReached":
    "This licence is already active on as many websites as its plan allows ({limit}). Deactivate it on one of them or upgrade to a larger plan.",
  "licenseApi.error.siteNotActivated": "This licence is not activated on this website.",
  "licenseApi.error.rateLimited": "Too many requests. Please try again in {seconds} seconds.",
  "licenseApi.error.methodNotAllowed": "This address only answers {method} requests.",
  "licenseApi.error.pluginNotFound": "No plugin with this name is available from this server.",
  "licenseApi.error.invalidSignature": "This download link is not valid. Please check for updates in WordPress again to get a new one.",
  "licenseApi.error.linkExpired": "This download link has expired. Please check for updates in WordPress again to get a new one.",
  "licenseApi.error.licenseNotActive": "The licence of this download is no longer active or its updates have ended, so the file cannot be downloaded.",
  "licenseApi.error.packageMissing": "The file of this version is not available at the moment. Please try again later.",

  "licenseApi.update.upToDate": "You are using the latest version, {version}.",
  "licenseApi.update.available": "Version {version} is available.",
  "licenseApi.update.licenseRequired":
    "Version {version} is available. To install it, enter your licence key on the plugin's licence screen (Plugins → Installed Plugins → “Licence”) and click “Activate licence”.",
  "licenseApi.update.siteRequired": "Version {version} is available. Updates need the address of the website that asks for them.",
  "licenseApi.update.licenseNotFound":
    "Version {version} is available, but the licence key entered on the plugin's licence screen (Plugins → Installed Plugins → “Licence”) does not exist. Please copy the key from your account under “My licences” and enter it on the licence screen again.",
  "licenseApi.update.licenseExpired":
    "Version {version} is available, but your licence's updates ended on {date}. The plugin keeps working as it is; renew the licence to receive updates and support again: {renewUrl}",
  "licenseApi.update.licenseDisabled":
    "Version {version} is available, but your licence is disabled, so it receives no updates. Please contact us if you think this is a mistake.",
  "licenseApi.update.licenseRevoked":
    "Version {version} is available, but your licence has been revoked, so it receives no updates. Please contact us if you think this is a mistake.",
  "licenseApi.update.siteNotActivated":
    "Version {version} is available. To receive it, activate your licence for this website: click “Activate licence” on the plugin's licence screen (Plugins → Installed Plugins → “Licence”).",
  "licenseApi.update.wrongPlugin":
    "Version {version} is available, but the licence key entered belongs to another plugin. Enter this plugin's key on its licence screen (Plugins → Installed Plugins → “Licence”); you find it in your account under “My licences”.",

  "licenseApi.info.installation":
    "Download the zip file from your account under “My licences”. In WordPress, go to Plugins → Add New Plugin → Upload Plugin, choose the file and activate the plugin. Then enter your licence key on the plugin's licence screen (Plugins → Installed Plugins → “Licence”) and click “Activate licence”: this activates the website, and new versions then appear in WordPress like any other update. They install automatically if you click “Enable auto-updates” in the plugin's row under Plugins → Installed Plugins.",
  "licenseApi.info.installationFree":
    "Download the zip file from the plugin's page on our website. In WordPress, go to Plugins → Add New Plugin → Upload Plugin, choose the file and activate the plugin.",
  "licenseApi.info.changelogEmpty": "No changes recorded yet.",
  "licenseApi.legacy.noKey": "No license key has been provided.",
  "licenseApi.legacy.licenseInvalid":
    "Version {version} is available, but the licence key entered is not valid for this plugin. Please copy the key from your account under “My licences” and enter it again.",
  "licenseApi.legacy.siteInactive": "Version {version} is available. To receive it, activate your licence for this website on the plugin's licence screen.",
  "licenseApi.legacy.unknownItem": "This store offers no product with this name or id.",
} as const;
