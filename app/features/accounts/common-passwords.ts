/**
 * Passwords and password stems at the top of the public breach corpora (SecLists' most common
 * passwords, HIBP's Pwned Passwords top entries) and the German-speaking variants seen in them.
 * A password is refused when it is one of these, or one of these with digits and symbols around it
 * (see passwords.server.ts); lower case, as passwords are compared in lower case.
 */
export const commonPasswordStems: ReadonlySet<string> = new Set([
  "password", "passwort", "passw0rd", "pa55word", "p@ssword", "p@ssw0rd", "kennwort", "geheim", "secret",
  "qwerty", "qwertz", "qwertyuiop", "qwertzuiop", "asdfgh", "asdfghjkl", "yxcvbnm", "zxcvbnm", "azerty",
  "iloveyou", "ichliebedich", "letmein", "welcome", "willkommen", "admin", "administrator", "root", "login",
  "abc", "abcdef", "abcdefg", "abcdefgh", "abcd", "monkey", "dragon", "master", "shadow", "sunshine",
  "princess", "football", "fussball", "baseball", "soccer", "superman", "batman", "starwars", "pokemon",
  "hello", "hallo", "hallohallo", "freedom", "whatever", "trustno1", "mustang", "michael", "jennifer",
  "charlie", "jordan", "hunter", "ranger", "harley", "thomas", "robert", "daniel", "andrea", "michelle",
  "schalke", "bayern", "austria", "oesterreich", "österreich", "deutschland", "germany", "wien", "vienna",
  "berlin", "muenchen", "schatz", "schatzi", "mausi", "hase", "sommer", "winter", "fruehling", "herbst",
  "blume", "sonne", "engel", "tigger", "computer", "internet", "google", "facebook", "youtube",
  "wordpress", "wpstudio", "wp-studio", "changeme", "default", "guest", "test", "tester", "testing",
  "user", "benutzer", "access", "zugang", "lovely", "loveme", "killer", "cheese", "cookie", "chocolate",
  "summer", "spring", "autumn", "january", "february", "december", "monday", "friday", "qazwsx",
  "1qaz2wsx", "zaq12wsx", "1q2w3e4r", "1q2w3e4r5t", "q1w2e3r4", "q1w2e3r4t5", "a1b2c3", "aa123456",
  "abc123", "password1", "passwort1", "123qwe", "qwe123", "asd123", "123abc", "myspace", "linkedin",
  "samsung", "apple", "iphone", "android", "microsoft", "windows", "linux", "ubuntu", "minecraft",
  "fortnite", "nintendo", "playstation", "liverpool", "arsenal", "chelsea", "barcelona", "juventus",
  "rapidwien", "austriawien", "sturmgraz", "redbull", "porsche", "ferrari", "mercedes", "yankees",
  "dolphins", "eagles", "jesus", "christ", "godisgood", "blessed", "angel", "family", "familie",
  "mother", "mutter", "father", "vater", "kinder", "forever", "immer", "nothing", "nichts", "secure",
  "sicher", "sicherheit", "security", "passwordpassword", "correcthorsebatterystaple",
]);
