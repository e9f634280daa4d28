/**
 * The demo documentation seeded into an empty database: what a small Viennese plugin company
 * publishes for its customers. Content is raw source as an author types it into WordPress, so it
 * goes through the content pipeline like imported pages. DEMO CONTENT: replace through the admin
 * area before going live.
 */

export interface LocalizedText {
  de: string;
  en: string;
}

export interface DemoDocsArticle {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
}

export interface DemoDocsSection {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
  articles: DemoDocsArticle[];
}

export interface DemoDocsParent {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
  sections: DemoDocsSection[];
}

const gettingStarted: DemoDocsParent = {
  slug: "getting-started",
  title: { de: "Erste Schritte", en: "Getting started" },
  content: {
    de: `Hier finden Sie alles, was Sie für den Start mit unseren Plugins brauchen: welche Voraussetzungen Ihre Website erfüllen muss, wie Sie ein Plugin installieren und Ihren Lizenzschlüssel aktivieren und wie Updates zu Ihnen kommen.

Die Anleitungen gelten für alle Plugins von WP Studio. Was nur ein einzelnes Plugin betrifft, steht in dessen eigener Kategorie.`,
    en: `Everything you need to get going with our plugins: what your site needs, how to install a plugin and activate your licence key, and how updates reach you.

These guides apply to every WP Studio plugin. Anything that concerns a single plugin only is in that plugin's own category.`,
  },
  sections: [
    {
      slug: "installation",
      title: { de: "Installation", en: "Installation" },
      content: {
        de: `Unsere Plugins installieren Sie wie jedes andere WordPress-Plugin. Bevor Sie loslegen, prüfen Sie bitte kurz die Systemvoraussetzungen – die meisten Supportanfragen nach einer Installation haben genau dort ihre Ursache.`,
        en: `You install our plugins like any other WordPress plugin. Before you start, please take a minute to check the system requirements – most support requests after an installation come down to them.`,
      },
      articles: [
        {
          slug: "requirements",
          title: { de: "Systemvoraussetzungen", en: "System requirements" },
          content: {
            de: `Unsere Plugins laufen auf jedem gängigen WordPress-Hosting. Damit auch die Lizenzprüfung und die Updates zuverlässig funktionieren, sollte Ihre Website die folgenden Voraussetzungen erfüllen.

<h2>WordPress und PHP</h2>
Für die meisten Plugins genügen WordPress 6.2 und PHP 7.4. Neuere Plugins nutzen Funktionen aktueller Versionen und setzen daher mehr voraus:

<table>
<thead><tr><th>Plugin</th><th>WordPress ab</th><th>PHP ab</th></tr></thead>
<tbody>
<tr><td>Invoice Forge für WooCommerce</td><td>6.4</td><td>8.1</td></tr>
<tr><td>Hreflang Manager</td><td>6.4</td><td>8.1</td></tr>
<tr><td>Booking Desk</td><td>6.1</td><td>7.4</td></tr>
<tr><td>Form Relay, Feiertage Österreich</td><td>6.2</td><td>7.4</td></tr>
<tr><td>Admin Notes</td><td>6.1</td><td>7.4</td></tr>
</tbody>
</table>

Für Consent Bridge und Maintenance Switch gelten die Angaben auf ihrer Seite bei WordPress.org. Invoice Forge braucht außerdem ein aktives WooCommerce; getestet ist es bis WooCommerce 10.3.

Wir empfehlen PHP 8.3 oder neuer. Ältere PHP-Versionen erhalten keine Sicherheitsupdates mehr, und viele Hoster lassen Sie die Version mit einem Klick im Kundenbereich umstellen.

<h2>HTTPS</h2>
Ihre Website sollte unter <strong>https://</strong> mit einem gültigen Zertifikat erreichbar sein. Der Lizenzschlüssel wird an die Adresse Ihrer Website gebunden; läuft sie unter https, sind Aktivierung und Update-Downloads durchgehend verschlüsselt.

<h2>Ausgehende Verbindungen zum Lizenzserver</h2>
Unsere Plugins verbinden sich von Ihrem Server aus mit unserem Lizenz- und Update-Server, der unter derselben Adresse läuft wie dieser Shop: beim Aktivieren und Deaktivieren der Lizenz, einmal täglich zur Prüfung der Lizenz und bei den Update-Prüfungen von WordPress. Ihr Server muss dafür ausgehende HTTPS-Verbindungen (Port 443) zu <code>wp-studio.example</code> aufbauen dürfen. Das gilt auch für Admin Notes und Feiertage Österreich, die ihre Updates ebenfalls von dort erhalten.

Manche Firmen-Firewalls und einige Hoster sperren solche Verbindungen. Wenn in Ihrer <code>wp-config.php</code> externe Anfragen blockiert sind, geben Sie unseren Server zusätzlich frei:

<pre><code>define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', 'api.wordpress.org, wp-studio.example' );</code></pre>

Ist die Verbindung gesperrt, meldet die Lizenzseite des Plugins, dass der Lizenzserver nicht erreichbar ist. Das Plugin funktioniert trotzdem weiter; nur Aktivierung, Lizenzprüfung und Updates warten, bis die Verbindung klappt.

<h2>PHP-Erweiterungen</h2>
Invoice Forge braucht für das Logo im PDF die Erweiterung GD oder Imagick sowie mbstring für Umlaute. Beide sind bei praktisch allen Hostern aktiv; unter <strong>Werkzeuge → Website-Zustand → Bericht</strong> sehen Sie, welche Erweiterungen Ihr Server geladen hat.`,
            en: `Our plugins run on any common WordPress hosting. For licence checks and updates to work reliably as well, your site should meet the following requirements.

<h2>WordPress and PHP</h2>
WordPress 6.2 and PHP 7.4 are enough for most of our plugins. Newer plugins use features of current versions and therefore need more:

<table>
<thead><tr><th>Plugin</th><th>WordPress from</th><th>PHP from</th></tr></thead>
<tbody>
<tr><td>Invoice Forge for WooCommerce</td><td>6.4</td><td>8.1</td></tr>
<tr><td>Hreflang Manager</td><td>6.4</td><td>8.1</td></tr>
<tr><td>Booking Desk</td><td>6.1</td><td>7.4</td></tr>
<tr><td>Form Relay, Austrian Holidays</td><td>6.2</td><td>7.4</td></tr>
<tr><td>Admin Notes</td><td>6.1</td><td>7.4</td></tr>
</tbody>
</table>

For Consent Bridge and Maintenance Switch, the requirements on their WordPress.org pages apply. Invoice Forge also needs WooCommerce to be active; it is tested up to WooCommerce 10.3.

We recommend PHP 8.3 or newer. Older PHP versions no longer receive security fixes, and most hosts let you switch the version with one click in their control panel.

<h2>HTTPS</h2>
Your site should be served over <strong>https://</strong> with a valid certificate. The licence key is bound to your site's address; with https, activation and update downloads are encrypted end to end.

<h2>Outgoing connections to the licence server</h2>
Our plugins connect from your server to our licence and update server, which runs at the same address as this shop: when you activate or deactivate the licence, once a day to check the licence, and with WordPress's update checks. Your server must be allowed to open outgoing HTTPS connections (port 443) to <code>wp-studio.example</code>. This also applies to Admin Notes and Austrian Holidays, which get their updates from there as well.

Some corporate firewalls and a few hosts block such connections. If your <code>wp-config.php</code> blocks external requests, allow our server explicitly:

<pre><code>define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', 'api.wordpress.org, wp-studio.example' );</code></pre>

If the connection is blocked, the plugin's licence screen reports that the licence server cannot be reached. The plugin keeps working regardless; only activation, the licence check and updates wait until the connection works.

<h2>PHP extensions</h2>
Invoice Forge needs the GD or Imagick extension for the logo in the PDF, and mbstring for accented characters. Virtually every host has both enabled; <strong>Tools → Site Health → Info</strong> shows which extensions your server has loaded.`,
          },
        },
        {
          slug: "installing-a-plugin",
          title: { de: "Ein Plugin installieren", en: "Installing a plugin" },
          content: {
            de: `Kostenpflichtige Plugins laden Sie nach dem Kauf unter <a href="/meine-lizenzen">Meine Lizenzen</a> herunter. Sie erhalten eine ZIP-Datei, zum Beispiel <code>invoice-forge-3.2.0.zip</code>. Bitte entpacken Sie die Datei nicht – WordPress braucht sie genau so.

Das Video zeigt die Installation am Beispiel von Invoice Forge in knapp drei Minuten:

[video width="1280" height="720" mp4="/videos/installing-a-plugin.mp4"]

<h2>Schritt für Schritt</h2>
<ol>
<li>Melden Sie sich als Administrator in WordPress an.</li>
<li>Öffnen Sie <strong>Plugins → Neues Plugin hinzufügen</strong> und klicken Sie oben auf <strong>Plugin hochladen</strong>.</li>
<li>Wählen Sie die ZIP-Datei aus und klicken Sie auf <strong>Jetzt installieren</strong>.</li>
<li>Klicken Sie nach der Installation auf <strong>Plugin aktivieren</strong>.</li>
<li>Klicken Sie unter <strong>Plugins → Installierte Plugins</strong> in der Zeile des Plugins auf <strong>Lizenz</strong>, tragen Sie Ihren Lizenzschlüssel ein und klicken Sie auf <strong>Lizenz aktivieren</strong>.</li>
</ol>

Das Plugin funktioniert auch ohne aktivierte Lizenz. Neue Versionen zeigt WordPress dann zwar an, kann sie aber nicht installieren. Aktivieren Sie die Lizenz deshalb am besten gleich nach der Installation – alles zur Lizenzseite steht unter <a href="/docs/getting-started/licences/activating-a-licence-key">Lizenzschlüssel eintragen</a>.

<h2>Wenn der Upload scheitert</h2>
Meldet WordPress beim Hochladen, dass die Datei die Grenze <code>upload_max_filesize</code> überschreitet, erlaubt Ihr Hosting nur sehr kleine Uploads. Unsere ZIP-Dateien sind kleiner als 5 MB; eine Grenze von 8 MB reicht also. Sie können den Wert meist im Kundenbereich Ihres Hosters erhöhen.

Alternativ entpacken Sie die ZIP-Datei auf Ihrem Computer, laden den Ordner per SFTP nach <code>wp-content/plugins/</code> und aktivieren das Plugin anschließend unter <strong>Plugins → Installierte Plugins</strong>.

In einer Multisite-Installation installieren Sie Plugins in der Netzwerkverwaltung. Dort entscheiden Sie auch, ob ein Plugin im ganzen Netzwerk oder nur auf einzelnen Websites aktiv ist. Ist ein kostenpflichtiges Plugin netzwerkweit aktiviert, finden Sie auch den Link <strong>Lizenz</strong> in der Netzwerkverwaltung unter <strong>Plugins</strong>.`,
            en: `After buying a paid plugin, you download it from <a href="/my-licenses">My licences</a>. You get a ZIP file, for example <code>invoice-forge-3.2.0.zip</code>. Please do not unzip it – WordPress needs it exactly as it is.

The video walks you through the installation of Invoice Forge in just under three minutes:

[video width="1280" height="720" mp4="/videos/installing-a-plugin.mp4"]

<h2>Step by step</h2>
<ol>
<li>Sign in to WordPress as an administrator.</li>
<li>Go to <strong>Plugins → Add New Plugin</strong> and click <strong>Upload Plugin</strong> at the top.</li>
<li>Choose the ZIP file and click <strong>Install Now</strong>.</li>
<li>Once it is installed, click <strong>Activate Plugin</strong>.</li>
<li>Under <strong>Plugins → Installed Plugins</strong>, click <strong>Licence</strong> in the plugin's row, enter your licence key and click <strong>Activate licence</strong>.</li>
</ol>

The plugin works without an activated licence. WordPress then still lists new versions but cannot install them. So it is best to activate your licence right after installing – <a href="/docs/getting-started/licences/activating-a-licence-key?lang=en">Entering your licence key</a> explains the licence screen.

<h2>If the upload fails</h2>
If WordPress says the file exceeds the <code>upload_max_filesize</code> limit, your hosting only allows very small uploads. Our ZIP files are smaller than 5 MB, so a limit of 8 MB is enough. You can usually raise it in your host's control panel.

Alternatively, unzip the file on your computer, upload the folder via SFTP to <code>wp-content/plugins/</code> and then activate the plugin under <strong>Plugins → Installed Plugins</strong>.

On a multisite installation, you install plugins in the network admin. That is also where you decide whether a plugin is active across the network or on single sites only. If a paid plugin is network-activated, its <strong>Licence</strong> link is in the Network Admin under <strong>Plugins</strong> as well.`,
          },
        },
        {
          slug: "free-plugins",
          title: { de: "Kostenlose Plugins", en: "Free plugins" },
          content: {
            de: `Einige unserer Plugins geben wir kostenlos weiter. Sie brauchen dafür weder ein Kundenkonto noch einen Lizenzschlüssel.

Form Relay, Consent Bridge und Maintenance Switch finden Sie im offiziellen Plugin-Verzeichnis auf WordPress.org. Am einfachsten installieren Sie sie direkt aus Ihrem Dashboard:
<strong>Plugins → Neues Plugin hinzufügen</strong>, den Namen ins Suchfeld eingeben, bei unserem Plugin auf <strong>Jetzt installieren</strong> und danach auf <strong>Aktivieren</strong> klicken.
Updates kommen bei diesen Plugins wie gewohnt über WordPress.org.

Admin Notes und Feiertage Österreich gibt es nur bei uns. Sie laden die ZIP-Datei auf der Seite des Plugins mit „Kostenlos herunterladen“ herunter und installieren sie wie unter <a href="/docs/getting-started/installation/installing-a-plugin">Ein Plugin installieren</a> beschrieben. Neue Versionen dieser beiden Plugins kommen ohne Lizenzschlüssel über die Aktualisierungen von WordPress: Sie erscheinen unter <strong>Dashboard → Aktualisierungen</strong> und in der Plugin-Liste, und auch automatische Updates können Sie dort wie gewohnt einschalten.

<h2>Form Relay Pro</h2>
Form Relay gibt es zusätzlich in einer Pro-Version mit fertigen Verbindungen zu HubSpot, Pipedrive, Salesforce und Slack. Dafür brauchen Sie kein zweites Plugin: Sie behalten das kostenlose Form Relay installiert und tragen Ihren Pro-Lizenzschlüssel auf der Lizenzseite von Form Relay ein: Klicken Sie unter <strong>Plugins → Installierte Plugins</strong> in der Zeile von Form Relay auf <strong>Lizenz</strong>, fügen Sie den Schlüssel ein und klicken Sie auf <strong>Lizenz aktivieren</strong>. Die Pro-Verbindungen stehen danach sofort unter <strong>Form Relay → Verbindungen</strong> bereit, Ihre bestehenden Webhooks bleiben unverändert.

Läuft die Pro-Lizenz ab, arbeiten die eingerichteten Verbindungen weiter; Sie erhalten nur keine Updates mehr für die Pro-Funktionen.

<h2>Support für kostenlose Plugins</h2>
Fragen zu unseren kostenlosen Plugins beantworten wir im Support-Forum des jeweiligen Plugins auf WordPress.org, meist innerhalb von zwei Werktagen. Für Admin Notes und Feiertage Österreich schreiben Sie uns über das <a href="/kontakt">Kontaktformular</a>. Persönlichen Support per E-Mail mit garantierter Antwortzeit gibt es für Kundinnen und Kunden mit gültiger Lizenz.`,
            en: `We give some of our plugins away for free. You need neither a customer account nor a licence key for them.

Form Relay, Consent Bridge and Maintenance Switch are in the official plugin directory on WordPress.org. The easiest way is to install them right from your dashboard:
<strong>Plugins → Add New Plugin</strong>, type the name into the search box, click <strong>Install Now</strong> on our plugin and then <strong>Activate</strong>.
These plugins are updated through WordPress.org as usual.

Admin Notes and Austrian Holidays are only available from us. Download the ZIP file with "Download Free" on the plugin's page and install it as described in <a href="/docs/getting-started/installation/installing-a-plugin?lang=en">Installing a plugin</a>. New versions of these two plugins come through WordPress's own updates without a licence key: they appear under <strong>Dashboard → Updates</strong> and on the Plugins screen, and you can turn on automatic updates there as usual.

<h2>Form Relay Pro</h2>
Form Relay also comes in a Pro version with ready-made connections to HubSpot, Pipedrive, Salesforce and Slack. You do not need a second plugin for it: keep the free Form Relay installed and enter your Pro licence key on Form Relay's licence screen: under <strong>Plugins → Installed Plugins</strong>, click <strong>Licence</strong> in Form Relay's row, paste the key and click <strong>Activate licence</strong>. The Pro connections are then available right away under <strong>Form Relay → Connections</strong>, and your existing webhooks stay as they are.

If the Pro licence expires, the connections you have set up keep working; you just no longer get updates for the Pro features.

<h2>Support for free plugins</h2>
We answer questions about our free plugins in each plugin's support forum on WordPress.org, usually within two working days. For Admin Notes and Austrian Holidays, write to us through the <a href="/contact">contact form</a>. Personal e-mail support with a guaranteed response time is included with a valid licence.`,
          },
        },
      ],
    },
    {
      slug: "licences",
      title: { de: "Lizenzen", en: "Licences" },
      content: {
        de: `Zu jedem kostenpflichtigen Plugin erhalten Sie einen Lizenzschlüssel. Er schaltet Updates über das WordPress-Dashboard frei und legt fest, auf wie vielen Websites Sie das Plugin gleichzeitig nutzen: auf einer, auf fünf oder auf beliebig vielen – je nach gewähltem Tarif.

Ihre Schlüssel, deren Laufzeit und die aktivierten Websites sehen Sie jederzeit unter „Meine Lizenzen“ in Ihrem Kundenkonto.`,
        en: `Every paid plugin comes with a licence key. It unlocks updates through the WordPress dashboard and determines on how many sites you can use the plugin at the same time: one, five or as many as you like – depending on the tier you chose.

You can see your keys, their term and the sites they are activated on at any time under "My licences" in your customer account.`,
      },
      articles: [
        {
          slug: "activating-a-licence-key",
          title: { de: "Lizenzschlüssel eintragen", en: "Entering your licence key" },
          content: {
            de: `Ihren Lizenzschlüssel finden Sie in der Bestellbestätigung, die wir Ihnen nach dem Kauf per E-Mail schicken, und jederzeit unter <a href="/meine-lizenzen">Meine Lizenzen</a>. Dort kopieren Sie ihn mit einem Klick auf <strong>Schlüssel kopieren</strong>.

<h2>Wo Sie die Lizenzseite finden</h2>
Jedes unserer kostenpflichtigen Plugins hat in WordPress seine eigene Lizenzseite. Öffnen Sie <strong>Plugins → Installierte Plugins</strong> und klicken Sie in der Zeile des Plugins auf den Link <strong>Lizenz</strong>; die Seite steht außerdem im Menü <strong>Plugins</strong>. Eine gemeinsame Seite für alle Plugins gibt es nicht: Jedes Plugin bekommt seinen eigenen Schlüssel auf seiner eigenen Lizenzseite. Sehen und ändern können die Lizenz nur Administratorinnen und Administratoren.

Ist das Plugin in einer Multisite-Installation netzwerkweit aktiviert, finden Sie den Link in der Netzwerkverwaltung unter <strong>Plugins</strong>. Die Lizenz gilt dann für das ganze Netzwerk und wird für dessen Adresse aktiviert. Ist das Plugin dagegen nur auf einzelnen Websites des Netzwerks aktiviert, hat jede davon ihre eigene Lizenzseite und belegt einen eigenen Platz.

<h2>Lizenz aktivieren</h2>
<ol>
<li>Öffnen Sie <strong>Plugins → Installierte Plugins</strong> und klicken Sie beim Plugin auf <strong>Lizenz</strong>.</li>
<li>Fügen Sie den Schlüssel in das Feld <strong>Lizenzschlüssel</strong> ein. Leerzeichen und Bindestriche, die beim Kopieren dazukommen, stören nicht.</li>
<li>Klicken Sie auf <strong>Lizenz aktivieren</strong>.</li>
</ol>

Danach zeigt die Seite, dass die Lizenz aktiv ist, bis wann Sie Updates erhalten und wie viele Websites Ihrer Lizenz belegt sind. Den gespeicherten Schlüssel zeigt sie ab jetzt nur noch maskiert, etwa <code>WPS-7K2QD-•••••-•••••-•••••-S3JWA</code>, nie mehr vollständig; im Klartext finden Sie ihn jederzeit unter „Meine Lizenzen“. Das Feld bleibt leer: Einen neuen Schlüssel tragen Sie dort nur ein, um den gespeicherten zu ersetzen. Unter „Meine Lizenzen“ erscheint Ihre Website nun in der Liste der Websites dieser Lizenz.

<h2>Was die Lizenzseite meldet und was Sie tun können</h2>
<ul>
<li><strong>Aktiv:</strong> Die Lizenz gilt für diese Website. Die Seite nennt das Ablaufdatum und wie viele Websites Ihres Limits belegt sind, etwa 2 von 5. Zu tun ist nichts.</li>
<li><strong>Abgelaufen:</strong> Updates und Support sind an dem genannten Datum ausgelaufen. Das Plugin funktioniert unverändert weiter. Über den Link auf der Seite verlängern Sie die Lizenz in unserem Shop; der Schlüssel bleibt derselbe, Sie müssen ihn nicht neu eintragen. Mehr unter <a href="/docs/getting-started/licences/expiry-and-renewal">Ablauf und Verlängerung</a>.</li>
<li><strong>Website-Limit erreicht:</strong> Der Schlüssel ist bereits auf so vielen Websites aktiv, wie Ihr Tarif erlaubt. Die Seite listet die Websites auf, die die Plätze belegen, und verlinkt auf „Meine Lizenzen“. Geben Sie einen Platz frei: auf einer dieser Websites mit <strong>Lizenz deaktivieren</strong> oder unter „Meine Lizenzen“ mit <strong>Deaktivieren</strong>. Alternativ wechseln Sie dort in einen größeren Tarif. Danach klicken Sie erneut auf <strong>Lizenz aktivieren</strong>. Mehr unter <a href="/docs/getting-started/licences/site-limits">Website-Limits</a>.</li>
<li><strong>Widerrufen oder gesperrt:</strong> Die Lizenz lässt sich nicht mehr verwenden, etwa weil ihre Bestellung erstattet wurde. Halten Sie das für einen Irrtum, schreiben Sie uns über das <a href="/kontakt">Kontaktformular</a>.</li>
<li><strong>Schlüssel nicht gefunden:</strong> Einen Schlüssel mit genau dieser Schreibweise gibt es bei uns nicht. Meist ist beim Kopieren ein Zeichen verloren gegangen. Kopieren Sie den Schlüssel unter „Meine Lizenzen“ mit <strong>Schlüssel kopieren</strong> erneut und fügen Sie ihn noch einmal ein.</li>
<li><strong>Schlüssel gehört zu einem anderen Plugin:</strong> Jedes Plugin hat seinen eigenen Schlüssel. Das Plugin nimmt den Schlüssel eines anderen Plugins nicht an, damit er keinen Platz in dessen Lizenz belegt. Tragen Sie den Schlüssel ein, der unter „Meine Lizenzen“ bei diesem Plugin steht.</li>
<li><strong>Ungültiges Format:</strong> Die Eingabe sieht nicht wie ein Lizenzschlüssel aus. Ein Schlüssel hat die Form <code>WPS-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX</code>. Prüfen Sie, ob ein Zeichen fehlt oder Text aus der E-Mail mitkopiert wurde.</li>
<li><strong>Adresse geändert:</strong> Die Website hat eine andere Adresse als beim Aktivieren, etwa nach einem Umzug. Klicken Sie auf <strong>Lizenz aktivieren</strong> und lassen Sie das Feld dabei leer: Dann wird der gespeicherte Schlüssel für die neue Adresse aktiviert. Zählt die alte Adresse unter „Meine Lizenzen“ noch zu Ihrer Lizenz, deaktivieren Sie sie dort.</li>
<li><strong>Nicht mehr auf dieser Website aktiviert:</strong> Die Website wurde zum Beispiel unter „Meine Lizenzen“ deaktiviert. Klicken Sie auf <strong>Lizenz aktivieren</strong>, um sie wieder zu aktivieren.</li>
<li><strong>Lizenzserver nicht erreichbar:</strong> Ihre Website hat unseren Server gerade nicht erreicht. Das Plugin funktioniert trotzdem weiter. Versuchen Sie es später noch einmal. Scheitert nur die tägliche Prüfung, vermerkt die Seite das und zeigt weiter den zuletzt bekannten Status. Bleibt die Meldung, sperrt Ihr Server wahrscheinlich ausgehende Verbindungen; die Lösung steht unter <a href="/docs/getting-started/installation/requirements">Systemvoraussetzungen</a>.</li>
</ul>

<h2>Updates</h2>
Neue Versionen kommen über die Aktualisierungen von WordPress selbst: Sie erscheinen unter <strong>Dashboard → Aktualisierungen</strong> und in der Plugin-Liste. <strong>Details anzeigen</strong> öffnet Beschreibung, Installationshinweise und Änderungsprotokoll, <strong>Jetzt aktualisieren</strong> installiert die neue Version. Automatisch aktualisiert WordPress unsere Plugins, wenn Sie unter <strong>Plugins → Installierte Plugins</strong> beim Plugin auf <strong>Automatische Aktualisierungen aktivieren</strong> klicken; das Eintragen des Schlüssels allein schaltet sie nicht ein.

Ohne gültige Lizenz zeigt WordPress eine neue Version trotzdem an, kann sie aber nicht installieren. Ein Hinweis dazu nennt den Grund und was zu tun ist, etwa den Schlüssel auf der Lizenzseite eintragen oder die Lizenz verlängern. Mehr unter <a href="/docs/getting-started/updates/automatic-updates">Updates im Dashboard und automatische Updates</a>.

<h2>Die tägliche Prüfung</h2>
Solange ein Schlüssel gespeichert ist, fragt das Plugin einmal täglich über die Zeitplanung von WordPress (WP-Cron) bei unserem Server nach, ob die Lizenz noch gültig ist; die Lizenzseite zeigt, wann zuletzt geprüft wurde. Ist die Lizenz nicht mehr gültig, erscheint für Administratorinnen und Administratoren auf allen Seiten des Administrationsbereichs ein Hinweis mit einem Link zur Lizenzseite:
<ul>
<li><strong>Abgelaufen, widerrufen oder gesperrt:</strong> Gehen Sie vor wie oben beim jeweiligen Status beschrieben.</li>
<li><strong>Die Adresse der Website hat sich geändert</strong>, etwa nach einem Umzug auf eine neue Domain: Öffnen Sie die Lizenzseite und klicken Sie erneut auf <strong>Lizenz aktivieren</strong>. Zählt die alte Adresse unter „Meine Lizenzen“ noch zu Ihrer Lizenz, deaktivieren Sie sie dort.</li>
<li><strong>Die Website wurde unter „Meine Lizenzen“ deaktiviert</strong> oder der Schlüssel ist nicht mehr gültig: Aktivieren Sie die Lizenz auf der Lizenzseite erneut.</li>
</ul>

Sie können den Hinweis ausblenden; er erscheint wieder, sobald sich der Zustand der Lizenz ändert.

<h2>Lizenz deaktivieren, Plugin deaktivieren oder löschen</h2>
<ul>
<li><strong>Lizenz deaktivieren</strong> auf der Lizenzseite gibt den Platz der Website in Ihrer Lizenz sofort frei und entfernt den Schlüssel von der Website. Das Plugin funktioniert weiter, erhält aber keine Updates mehr.</li>
<li>Wenn Sie das Plugin unter <strong>Plugins → Installierte Plugins</strong> löschen, gibt es seinen Platz dabei automatisch frei.</li>
<li>Das Plugin nur zu deaktivieren, gibt den Platz nicht frei. So verlieren Sie die Aktivierung nicht, wenn Sie ein Plugin kurz abschalten, etwa bei der Fehlersuche. Solange es deaktiviert ist, meldet es sich nicht bei unserem Server.</li>
</ul>

Wie Sie eine Lizenz auf eine andere Website übertragen, steht unter <a href="/docs/getting-started/licences/moving-a-licence">Lizenz auf eine andere Website übertragen</a>.

<h2>Was das Plugin an unseren Server sendet</h2>
<ul>
<li>den Lizenzschlüssel,</li>
<li>die Adresse Ihrer Website (die Home-URL, in einer Multisite die des Netzwerks),</li>
<li>den Umgebungstyp, den WordPress meldet: Produktion, Staging, Entwicklung oder lokal,</li>
<li>die installierte Version des Plugins,</li>
<li>die Versionen von WordPress und PHP,</li>
<li>ob WordPress auf Deutsch eingestellt ist, damit unsere Antworten in Ihrer Sprache kommen.</li>
</ul>

Das geschieht, wenn Sie die Lizenz aktivieren oder deaktivieren, einmal täglich zur Prüfung und mit den Update-Prüfungen von WordPress, also etwa zweimal täglich. Über die Inhalte Ihrer Website und über ihre Benutzerinnen und Benutzer sendet das Plugin nichts: keine Beiträge, keine Bestellungen, keine Kundendaten. Mehr dazu in unserer <a href="/datenschutz#privacy-licences">Datenschutzerklärung</a>.`,
            en: `You will find your licence key in the order confirmation we e-mail you after your purchase, and at any time under <a href="/my-licenses">My licences</a>. There you copy it with one click on <strong>Copy key</strong>.

<h2>Where to find the licence screen</h2>
Each of our paid plugins has its own licence screen in WordPress. Go to <strong>Plugins → Installed Plugins</strong> and click the <strong>Licence</strong> link in the plugin's row; the screen is also listed in the <strong>Plugins</strong> menu. There is no shared page for all plugins: each plugin takes its own key on its own licence screen. Only administrators can see and change the licence.

If the plugin is network-activated on a multisite installation, you find the link in the Network Admin under <strong>Plugins</strong>. The licence then covers the whole network and is activated for the network's address. If the plugin is activated on single sites of the network instead, each of them has its own licence screen and uses a seat of its own.

<h2>Activating your licence</h2>
<ol>
<li>Go to <strong>Plugins → Installed Plugins</strong> and click <strong>Licence</strong> next to the plugin.</li>
<li>Paste the key into the <strong>Licence key</strong> field. Spaces and dashes picked up while copying do no harm.</li>
<li>Click <strong>Activate licence</strong>.</li>
</ol>

The screen then shows that the licence is active, until when you receive updates and how many of your licence's sites are in use. From now on it shows the stored key only masked, for example <code>WPS-7K2QD-•••••-•••••-•••••-S3JWA</code>, never in full; you can always see it in full under “My licences”. The field stays empty: you only enter a new key there to replace the stored one. Under “My licences”, your site now appears in the licence's list of sites.

<h2>What the licence screen tells you, and what to do</h2>
<ul>
<li><strong>Active:</strong> the licence is valid for this site. The screen shows the expiry date and how many sites of your limit are in use, for example 2 of 5. There is nothing to do.</li>
<li><strong>Expired:</strong> updates and support ended on the date shown. The plugin keeps working as before. The link on the screen takes you to our shop to renew the licence; the key stays the same, so you do not need to enter it again. See <a href="/docs/getting-started/licences/expiry-and-renewal?lang=en">Expiry and renewal</a>.</li>
<li><strong>Site limit reached:</strong> the key is already active on as many sites as your tier allows. The screen lists the sites that hold the seats and links to “My licences”. Free a seat: with <strong>Deactivate licence</strong> on one of those sites, or with <strong>Deactivate</strong> under “My licences”. Alternatively, upgrade to a larger tier there. Then click <strong>Activate licence</strong> again. See <a href="/docs/getting-started/licences/site-limits?lang=en">Site limits</a>.</li>
<li><strong>Revoked or disabled:</strong> the licence can no longer be used, for example because its order was refunded. If you think this is a mistake, write to us through the <a href="/contact">contact form</a>.</li>
<li><strong>Key not found:</strong> we have no key spelt exactly like this. Usually a character got lost while copying. Copy the key again with <strong>Copy key</strong> under “My licences” and paste it once more.</li>
<li><strong>Key belongs to another plugin:</strong> every plugin has its own key. The plugin does not accept another plugin's key, so that it does not take up a seat of that plugin's licence. Enter the key listed for this plugin under “My licences”.</li>
<li><strong>Invalid key format:</strong> what was entered does not look like a licence key. A key has the form <code>WPS-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX</code>. Check whether a character is missing or some text from the e-mail was copied along.</li>
<li><strong>Address changed:</strong> the site's address differs from the one it was activated for, for example after a move. Click <strong>Activate licence</strong> and leave the field empty: the stored key is then activated for the new address. If the old address still counts towards your licence under “My licences”, deactivate it there.</li>
<li><strong>No longer activated on this site:</strong> the site was deactivated, for example under “My licences”. Click <strong>Activate licence</strong> to activate it again.</li>
<li><strong>Licence server unreachable:</strong> your site could not reach our server just now. The plugin keeps working regardless. Try again later. If only the daily check fails, the screen notes that and keeps showing the last known state. If the message stays, your server probably blocks outgoing connections; the fix is described under <a href="/docs/getting-started/installation/requirements?lang=en">System requirements</a>.</li>
</ul>

<h2>Updates</h2>
New versions come through WordPress's own updates: they appear under <strong>Dashboard → Updates</strong> and on the Plugins screen. <strong>View details</strong> opens the description, installation notes and changelog, and <strong>Update now</strong> installs the new version. WordPress updates our plugins automatically once you click <strong>Enable auto-updates</strong> next to the plugin under <strong>Plugins → Installed Plugins</strong>; entering the key alone does not turn them on.

Without a valid licence, WordPress still lists a new version but cannot install it. A note next to it says why and what to do, such as entering the key on the licence screen or renewing the licence. See <a href="/docs/getting-started/updates/automatic-updates?lang=en">Dashboard and automatic updates</a>.

<h2>The daily check</h2>
While a key is stored, the plugin asks our server once a day, through WordPress's scheduler (WP-Cron), whether the licence is still valid; the licence screen shows when it last checked. If the licence is no longer valid, administrators see a notice on every screen of the admin area, with a link to the licence screen:
<ul>
<li><strong>Expired, revoked or disabled:</strong> proceed as described for that state above.</li>
<li><strong>The site's address has changed</strong>, for example after a move to a new domain: open the licence screen and click <strong>Activate licence</strong> again. If the old address still counts towards your licence under “My licences”, deactivate it there.</li>
<li><strong>The site was deactivated under “My licences”</strong>, or the key is no longer valid: activate the licence again on the licence screen.</li>
</ul>

You can dismiss the notice; it comes back as soon as the licence's state changes.

<h2>Deactivating the licence, deactivating or deleting the plugin</h2>
<ul>
<li><strong>Deactivate licence</strong> on the licence screen frees the site's seat in your licence at once and removes the key from the site. The plugin keeps working, but no longer receives updates.</li>
<li>Deleting the plugin under <strong>Plugins → Installed Plugins</strong> frees its seat automatically.</li>
<li>Merely deactivating the plugin does not free the seat. That way you do not lose the activation when you switch a plugin off for a moment, for example while tracking down a problem. While it is deactivated, it does not contact our server.</li>
</ul>

How to move a licence to another site is explained in <a href="/docs/getting-started/licences/moving-a-licence?lang=en">Moving a licence to another site</a>.

<h2>What the plugin sends to our server</h2>
<ul>
<li>the licence key,</li>
<li>your site's address (its home URL; on a multisite, the network's),</li>
<li>the environment type WordPress reports: production, staging, development or local,</li>
<li>the installed version of the plugin,</li>
<li>the WordPress and PHP versions,</li>
<li>whether WordPress is set to German, so that our answers come in your language.</li>
</ul>

It sends them when you activate or deactivate the licence, once a day for the check, and with WordPress's update checks, about twice a day. The plugin sends nothing about your site's content or its users: no posts, no orders, no customer data. See our <a href="/privacy#privacy-licences">privacy policy</a> for details.`,
          },
        },
        {
          slug: "moving-a-licence",
          title: { de: "Lizenz auf eine andere Website übertragen", en: "Moving a licence to another site" },
          content: {
            de: `Eine Lizenz gehört Ihnen, nicht einer bestimmten Website. Sie können sie also jederzeit von einer Website auf eine andere übertragen, etwa wenn ein Projekt endet oder Ihr Shop auf eine neue Domain umzieht.

<h2>Die alte Website ist noch erreichbar</h2>
<ol>
<li>Öffnen Sie auf der alten Website <strong>Plugins → Installierte Plugins</strong>, klicken Sie beim Plugin auf <strong>Lizenz</strong> und dann auf <strong>Lizenz deaktivieren</strong>. Der Platz in Ihrer Lizenz ist damit sofort wieder frei.</li>
<li>Öffnen Sie auf der neuen Website die Lizenzseite des Plugins auf demselben Weg, tragen Sie den Schlüssel ein und klicken Sie auf <strong>Lizenz aktivieren</strong>.</li>
</ol>

Brauchen Sie das Plugin auf der alten Website nicht mehr, können Sie es dort stattdessen auch löschen: Beim Löschen gibt das Plugin seinen Platz automatisch frei. Das Plugin nur zu deaktivieren, genügt dagegen nicht – dann belegt die alte Website ihren Platz weiter.

<h2>Die alte Website gibt es nicht mehr</h2>
Wurde die alte Website schon gelöscht oder ist die Domain ausgelaufen, geben Sie den Platz in Ihrem Kundenkonto frei: Öffnen Sie <a href="/meine-lizenzen">Meine Lizenzen</a> und klicken Sie bei der Lizenz neben der alten Adresse auf <strong>Deaktivieren</strong>.

<h2>Domainwechsel und Relaunch</h2>
Die Lizenz ist an die Adresse Ihrer Website gebunden. Am einfachsten deaktivieren Sie die Lizenz vor dem Umzug auf der Lizenzseite des Plugins und aktivieren sie danach unter der neuen Adresse wieder.

Haben Sie das vergessen, bemerkt das Plugin die geänderte Adresse bei seiner täglichen Prüfung und zeigt im Administrationsbereich einen Hinweis. Öffnen Sie dann die Lizenzseite und klicken Sie erneut auf <strong>Lizenz aktivieren</strong>; damit wird die neue Adresse aktiviert. Die alte Adresse bleibt dabei in Ihrer Lizenz eingetragen. Zählt sie unter „Meine Lizenzen“ noch zum Limit, klicken Sie dort neben ihr auf <strong>Deaktivieren</strong>. Ist Ihr Limit durch die alte Adresse schon ausgeschöpft, meldet die Lizenzseite beim Aktivieren, dass das Website-Limit erreicht ist; deaktivieren Sie dann zuerst die alte Adresse.

Der Wechsel von http auf https oder zwischen <code>www.example.at</code> und <code>example.at</code> zählt nicht als neue Adresse.

<h2>Testsysteme</h2>
Kopieren Sie Ihre Website auf ein Testsystem, nimmt die Kopie den gespeicherten Schlüssel mit, aber die Aktivierung gilt dort nicht, denn die Kopie hat eine andere Adresse. Die Kopie zeigt deshalb den Hinweis, dass sich die Adresse geändert hat. Öffnen Sie dort die Lizenzseite des Plugins und klicken Sie auf <strong>Lizenz aktivieren</strong>; lassen Sie das Feld leer, wird der gespeicherte Schlüssel verwendet. <strong>Lizenz deaktivieren</strong> auf der Kopie gibt nur die Adresse der Kopie frei, nie die Ihrer Live-Website. Testsysteme zählen nicht zu Ihrem Website-Limit, wenn sie als solche erkennbar sind. Welche Websites dazugehören, steht unter <a href="/docs/getting-started/licences/site-limits">Website-Limits</a>.`,
            en: `A licence belongs to you, not to a particular site. You can move it from one site to another at any time, for example when a project ends or your shop moves to a new domain.

<h2>The old site is still online</h2>
<ol>
<li>On the old site, go to <strong>Plugins → Installed Plugins</strong>, click <strong>Licence</strong> next to the plugin and then <strong>Deactivate licence</strong>. This frees the seat in your licence immediately.</li>
<li>On the new site, open the plugin's licence screen the same way, enter the key and click <strong>Activate licence</strong>.</li>
</ol>

If you no longer need the plugin on the old site, you can delete it there instead: when it is deleted, the plugin frees its seat automatically. Merely deactivating the plugin is not enough, though – the old site then keeps its seat.

<h2>The old site no longer exists</h2>
If the old site has already been deleted or its domain has lapsed, free the seat in your customer account: open <a href="/my-licenses">My licences</a> and click <strong>Deactivate</strong> next to the old address of the licence.

<h2>Domain changes and relaunches</h2>
The licence is bound to your site's address. The easiest way is to deactivate the licence on the plugin's licence screen before the move and to activate it again at the new address afterwards.

If you forgot, the plugin notices the changed address during its daily check and shows a notice in the admin area. Open the licence screen and click <strong>Activate licence</strong> again; this activates the new address. The old address stays on your licence, though. If it still counts towards the limit under “My licences”, click <strong>Deactivate</strong> next to it there. If the old address already uses up your limit, the licence screen reports that the site limit has been reached when you activate; deactivate the old address first in that case.

Switching from http to https, or between <code>www.example.com</code> and <code>example.com</code>, does not count as a new address.

<h2>Test systems</h2>
If you copy your site to a test system, the copy takes the stored key along, but the activation does not apply there, because the copy has a different address. The copy therefore shows the notice that the site's address has changed. Open the plugin's licence screen there and click <strong>Activate licence</strong>; if you leave the field empty, the stored key is used. <strong>Deactivate licence</strong> on the copy only frees the copy's address, never that of your live site. Test systems do not count towards your site limit as long as they can be recognised as such. Which sites qualify is listed under <a href="/docs/getting-started/licences/site-limits?lang=en">Site limits</a>.`,
          },
        },
        {
          slug: "site-limits",
          title: { de: "Website-Limits", en: "Site limits" },
          content: {
            de: `Jeder kostenpflichtige Tarif erlaubt eine bestimmte Zahl gleichzeitig aktivierter Websites. Alle Tarife enthalten 12 Monate Updates und Support.

<table>
<thead><tr><th>Tarif</th><th>Aktive Websites</th><th>Geeignet für</th></tr></thead>
<tbody>
<tr><td>1 Website</td><td>1</td><td>Ihren eigenen Shop oder Ihre Firmenwebsite</td></tr>
<tr><td>5 Websites</td><td>5</td><td>mehrere eigene Websites oder kleine Agenturen</td></tr>
<tr><td>Unbegrenzte Websites</td><td>beliebig viele</td><td>Agenturen mit vielen Kundenprojekten</td></tr>
</tbody>
</table>

<h2>Was als Website zählt</h2>
Jede Adresse, unter der das Plugin mit Ihrem Schlüssel aktiviert ist, zählt als eine Website. Subdomains wie <code>shop.example.at</code> und <code>blog.example.at</code> sind zwei Websites. In einer Multisite-Installation zählt jede Unterseite, auf der das Plugin einzeln aktiviert ist, für sich. Ist das Plugin dagegen netzwerkweit aktiviert, gilt seine Lizenz für das ganze Netzwerk und belegt eine Website: die Adresse des Netzwerks.

Nicht mitgezählt werden http und https derselben Adresse, die Varianten mit und ohne <code>www</code> sowie Testsysteme.

<h2>Testsysteme zählen nicht</h2>
Mit der Lizenz sendet das Plugin den Umgebungstyp, den WordPress für die Website meldet. Als Testsystem gilt deshalb jede Website, die WordPress als Staging-, Entwicklungs- oder lokale Umgebung meldet. Außerdem erkennen wir Adressen, die auf <code>localhost</code> laufen, auf <code>.local</code> oder <code>.test</code> enden oder mit <code>staging.</code>, <code>dev.</code> oder <code>test.</code> beginnen, sowie die Staging-Adressen einiger großer WordPress-Hoster. Auf solchen Websites können Sie das Plugin mit Ihrem Schlüssel beliebig oft aktivieren. Unter „Meine Lizenzen“ sind sie als Testsystem gekennzeichnet.

Liegt Ihr Testsystem unter einer anderen Adresse, etwa bei einem Hoster, der eigene Vorschau-Domains vergibt, tragen Sie in dessen <code>wp-config.php</code> die Zeile <code>define( 'WP_ENVIRONMENT_TYPE', 'staging' );</code> ein. Dann meldet WordPress die Website als Staging-Umgebung, und sie zählt nicht zu Ihrem Limit.

<h2>Wenn das Limit erreicht ist</h2>
Ist der Schlüssel schon auf so vielen Websites aktiv, wie Ihr Tarif erlaubt, meldet die Lizenzseite des Plugins beim Aktivieren, dass das Website-Limit erreicht ist. Sie listet die Websites auf, die die Plätze belegen, und verlinkt auf <a href="/meine-lizenzen">Meine Lizenzen</a>. Dort klicken Sie neben einer Website, die das Plugin nicht mehr braucht, auf <strong>Deaktivieren</strong>; danach klicken Sie auf der Lizenzseite erneut auf <strong>Lizenz aktivieren</strong>.

<h2>Mehr Websites nötig?</h2>
Reicht Ihr Tarif nicht mehr aus, wechseln Sie unter <a href="/meine-lizenzen">Meine Lizenzen</a> in einen größeren: Sie bezahlen nur die Differenz zwischen den beiden Tarifen, Lizenzschlüssel und Ablaufdatum bleiben gleich. Sie müssen also auf keiner Website etwas ändern.`,
            en: `Each paid tier allows a certain number of sites to be activated at the same time. Every tier includes 12 months of updates and support.

<table>
<thead><tr><th>Tier</th><th>Active sites</th><th>Suitable for</th></tr></thead>
<tbody>
<tr><td>1 site</td><td>1</td><td>your own shop or company website</td></tr>
<tr><td>5 sites</td><td>5</td><td>several sites of your own or small agencies</td></tr>
<tr><td>Unlimited sites</td><td>as many as you like</td><td>agencies with many client projects</td></tr>
</tbody>
</table>

<h2>What counts as a site</h2>
Every address where the plugin is activated with your key counts as one site. Subdomains such as <code>shop.example.com</code> and <code>blog.example.com</code> are two sites. On a multisite installation, every subsite where the plugin is activated on its own counts separately. If the plugin is network-activated instead, its licence covers the whole network and uses one site: the network's address.

http and https of the same address, the variants with and without <code>www</code>, and test systems are not counted.

<h2>Test systems do not count</h2>
Along with the licence, the plugin sends the environment type WordPress reports for the site. So every site that WordPress reports as a staging, development or local environment counts as a test system. We also recognise addresses that run on <code>localhost</code>, end in <code>.local</code> or <code>.test</code>, or start with <code>staging.</code>, <code>dev.</code> or <code>test.</code>, and the staging addresses of several large WordPress hosts. On such sites you can activate the plugin with your key as often as you like. Under "My licences" they are marked as test systems.

If your test system lives at a different address, for example with a host that hands out its own preview domains, add the line <code>define( 'WP_ENVIRONMENT_TYPE', 'staging' );</code> to its <code>wp-config.php</code>. WordPress then reports the site as a staging environment, and it does not count towards your limit.

<h2>When the limit is reached</h2>
If the key is already active on as many sites as your tier allows, the plugin's licence screen reports that the site limit has been reached when you activate. It lists the sites that hold the seats and links to <a href="/my-licenses">My licences</a>. There, click <strong>Deactivate</strong> next to a site that no longer needs the plugin; then click <strong>Activate licence</strong> on the licence screen again.

<h2>Need more sites?</h2>
When your tier is no longer enough, upgrade to a larger one under <a href="/my-licenses">My licences</a>: you pay only the difference between the two tiers, and your licence key and expiry date stay the same. So you do not have to change anything on any of your sites.`,
          },
        },
        {
          slug: "expiry-and-renewal",
          title: { de: "Ablauf und Verlängerung", en: "Expiry and renewal" },
          content: {
            de: `Jede Lizenz enthält 12 Monate Updates und Support, gerechnet ab dem Tag des Kaufs. Das Ablaufdatum sehen Sie unter <a href="/meine-lizenzen">Meine Lizenzen</a> und in WordPress auf der Lizenzseite des Plugins (<strong>Plugins → Installierte Plugins → Lizenz</strong>).

<h2>Was nach dem Ablauf passiert</h2>
Ihr Plugin funktioniert nach dem Ablauf weiter wie bisher. Es wird nichts abgeschaltet, und alle Einstellungen und Daten bleiben erhalten. Sie erhalten nur keine Updates und keinen Support per E-Mail mehr.

Das ist vor allem bei Plugins wichtig, die eng mit WordPress oder WooCommerce zusammenarbeiten. Neue Versionen von WordPress, WooCommerce oder PHP setzen manchmal Anpassungen voraus, und Sicherheitsupdates kommen nur mit einer gültigen Lizenz zu Ihnen. Für Invoice Forge und Booking Desk empfehlen wir deshalb, die Lizenz nicht auslaufen zu lassen.

<h2>Erinnerung</h2>
30 Tage und noch einmal 7 Tage vor dem Ablauf schicken wir Ihnen eine E-Mail. Ist die Lizenz abgelaufen, bemerkt das Plugin das bei seiner täglichen Prüfung und zeigt im Administrationsbereich von WordPress einen Hinweis; die Lizenzseite nennt dann das Ablaufdatum und verlinkt auf die Verlängerung.

<h2>Lizenz verlängern</h2>
<ol>
<li>Öffnen Sie <a href="/meine-lizenzen">Meine Lizenzen</a> und klicken Sie bei der Lizenz auf <strong>Verlängern</strong>.</li>
<li>Prüfen Sie Ihre Rechnungsdaten und bezahlen Sie wie bei einem Kauf.</li>
</ol>

Der Lizenzschlüssel bleibt derselbe; auf Ihren Websites müssen Sie nichts ändern. Wollen Sie eine bereitstehende neue Version gleich installieren, klicken Sie unter <strong>Dashboard → Aktualisierungen</strong> auf <strong>Erneut prüfen</strong>. Verlängern Sie vor dem Ablauf, schließen die neuen 12 Monate direkt an das bisherige Ablaufdatum an – Sie verlieren also keinen Tag, wenn Sie früh verlängern. Nach dem Ablauf beginnen die 12 Monate mit dem Tag der Zahlung.

<h2>Keine automatische Abbuchung</h2>
Wir verlängern Lizenzen nie automatisch und buchen nichts ohne Ihr Zutun ab. Wenn Sie ein Plugin nicht mehr brauchen, müssen Sie also nichts kündigen – lassen Sie die Lizenz einfach auslaufen.`,
            en: `Every licence includes 12 months of updates and support, counted from the day of purchase. You can see the expiry date under <a href="/my-licenses">My licences</a> and in WordPress on the plugin's licence screen (<strong>Plugins → Installed Plugins → Licence</strong>).

<h2>What happens when a licence expires</h2>
Your plugin keeps working as before. Nothing is switched off, and all settings and data are kept. You just no longer receive updates or support by e-mail.

This matters most for plugins that work closely with WordPress or WooCommerce. New versions of WordPress, WooCommerce or PHP sometimes require changes, and security updates only reach you with a valid licence. For Invoice Forge and Booking Desk we therefore recommend not letting the licence lapse.

<h2>Reminders</h2>
We send you an e-mail 30 days and again 7 days before the licence expires. Once the licence has expired, the plugin notices it during its daily check and shows a notice in the WordPress admin area; the licence screen then shows the expiry date and links to the renewal.

<h2>Renewing a licence</h2>
<ol>
<li>Open <a href="/my-licenses">My licences</a> and click <strong>Renew</strong> next to the licence.</li>
<li>Check your billing details and pay as you would for a purchase.</li>
</ol>

The licence key stays the same; you do not need to change anything on your sites. To install a waiting new version straight away, click <strong>Check again</strong> under <strong>Dashboard → Updates</strong>. If you renew before the expiry date, the new 12 months start right where the current term ends – so renewing early never costs you a day. After expiry, the 12 months start on the day of payment.

<h2>No automatic charges</h2>
We never renew licences automatically and never charge you without your say. If you no longer need a plugin, there is nothing to cancel – simply let the licence expire.`,
          },
        },
      ],
    },
    {
      slug: "updates",
      title: { de: "Updates", en: "Updates" },
      content: {
        de: `Updates für unsere Plugins erscheinen dort, wo Sie auch alle anderen Updates finden: im WordPress-Dashboard.

Hier lesen Sie, wie Sie Updates automatisch einspielen, wie Sie im Notfall zu einer früheren Version zurückkehren und was zu tun ist, wenn ein Update nicht angezeigt wird.`,
        en: `Updates for our plugins appear where you find all your other updates: in the WordPress dashboard.

Here you can read how to install updates automatically, how to go back to an earlier version if you ever need to, and what to do when an update does not show up.`,
      },
      articles: [
        {
          slug: "automatic-updates",
          title: { de: "Updates im Dashboard und automatische Updates", en: "Dashboard and automatic updates" },
          content: {
            de: `Jedes unserer Plugins fragt gemeinsam mit WordPress etwa zweimal täglich bei unserem Update-Server nach, ob es eine neue Version gibt. Ist eine verfügbar, sehen Sie sie unter <strong>Dashboard → Aktualisierungen</strong> und in der Plugin-Liste, genau wie bei Plugins von WordPress.org.
Mit <strong>Details anzeigen</strong> (im Update-Hinweis: <strong>Details zu Version … anzeigen</strong>) lesen Sie vorher Beschreibung, Installationshinweise und Änderungsprotokoll. Dieselben Änderungen stehen auch auf der Seite des Plugins bei uns.

Sie aktualisieren mit einem Klick auf <strong>Jetzt aktualisieren</strong>. WordPress lädt die neue Version über eine zeitlich begrenzte Adresse von unserem Server und ersetzt die alte. Ihre Einstellungen bleiben dabei erhalten.

<h2>Ohne gültige Lizenz</h2>
Ist die Lizenz auf der Website nicht aktiviert, abgelaufen, gesperrt oder widerrufen, zeigt WordPress die neue Version trotzdem an, kann sie aber nicht installieren. Ein Hinweis dazu nennt den Grund und was zu tun ist: meist den Lizenzschlüssel auf der Lizenzseite des Plugins eintragen (<strong>Plugins → Installierte Plugins → Lizenz</strong>) oder die Lizenz unter <a href="/meine-lizenzen">Meine Lizenzen</a> verlängern.

<h2>Automatische Updates einschalten</h2>
WordPress kann Plugins auch selbstständig aktualisieren. Klicken Sie dazu unter <strong>Plugins → Installierte Plugins</strong> in der Spalte „Automatische Aktualisierungen“ beim gewünschten Plugin auf <strong>Automatische Aktualisierungen aktivieren</strong>. Das funktioniert mit unseren Plugins genauso wie mit allen anderen, solange die Lizenz gültig ist. Das Eintragen des Lizenzschlüssels allein schaltet automatische Updates nicht ein.

<h2>Unsere Versionsnummern</h2>
Die Versionsnummer zeigt, wie groß eine Änderung ist:
<ul>
<li><strong>3.2.0 → 3.2.1</strong>: nur Fehlerbehebungen. Diese Updates können Sie bedenkenlos automatisch einspielen lassen.</li>
<li><strong>3.1 → 3.2</strong>: neue Funktionen, bestehende Einstellungen funktionieren weiter.</li>
<li><strong>2.x → 3.0</strong>: größere Umstellungen. Wir beschreiben vorher im Blog und im Änderungsprotokoll, worauf Sie achten müssen.</li>
</ul>

<h2>Unsere Empfehlung für Shops</h2>
Für Plugins, an denen Umsatz hängt – allen voran Invoice Forge und Booking Desk –, empfehlen wir: Fehlerbehebungen automatisch einspielen, neue Haupt- und Nebenversionen erst auf einem Testsystem ausprobieren. Ein Testsystem zählt nicht zu Ihrem Website-Limit. Und wie bei jedem Update gilt: Mit einer aktuellen Sicherung sind Sie auf der sicheren Seite.`,
            en: `Each of our plugins asks our update server about twice a day, together with WordPress, whether a new version is available. If there is one, you see it under <strong>Dashboard → Updates</strong> and in the plugin list, just like plugins from WordPress.org.
<strong>View details</strong> (in the update notice: <strong>View version … details</strong>) shows you the description, installation notes and changelog before you update. The same notes are on the plugin's page on our site.

You update with one click on <strong>Update now</strong>. WordPress downloads the new version from our server through a short-lived address and replaces the old one. Your settings are kept.

<h2>Without a valid licence</h2>
If the licence is not activated on the site, or has expired, been disabled or been revoked, WordPress still lists the new version but cannot install it. A note next to it says why and what to do: usually enter the licence key on the plugin's licence screen (<strong>Plugins → Installed Plugins → Licence</strong>) or renew the licence under <a href="/my-licenses">My licences</a>.

<h2>Turning on automatic updates</h2>
WordPress can also update plugins on its own. Under <strong>Plugins → Installed Plugins</strong>, click <strong>Enable auto-updates</strong> in the "Automatic Updates" column next to the plugin. This works for our plugins exactly as it does for all others, as long as the licence is valid. Entering the licence key alone does not turn on automatic updates.

<h2>Our version numbers</h2>
The version number tells you how big a change is:
<ul>
<li><strong>3.2.0 → 3.2.1</strong>: bug fixes only. You can safely let these install automatically.</li>
<li><strong>3.1 → 3.2</strong>: new features; existing settings keep working.</li>
<li><strong>2.x → 3.0</strong>: bigger changes. We explain beforehand, on our blog and in the changelog, what to look out for.</li>
</ul>

<h2>Our advice for shops</h2>
For plugins your revenue depends on – Invoice Forge and Booking Desk above all – we recommend: let bug fixes install automatically, and try new major and minor versions on a test system first. A test system does not count towards your site limit. And as with every update: a recent backup keeps you on the safe side.`,
          },
        },
        {
          slug: "rolling-back-an-update",
          title: { de: "Zu einer früheren Version zurückkehren", en: "Rolling back an update" },
          content: {
            de: `Wir testen jede Version sorgfältig, aber keine Website gleicht der anderen. Wenn nach einem Update etwas nicht mehr so funktioniert wie vorher, können Sie vorübergehend zur vorherigen Version zurückkehren, bis wir den Fehler behoben haben.

<h2>Frühere Version herunterladen</h2>
Unter <a href="/meine-lizenzen">Meine Lizenzen</a> laden Sie jeweils die aktuelle Version herunter. Für eine frühere Version schreiben Sie uns bitte über das <a href="/kontakt">Kontaktformular</a>, welche Version Sie brauchen: Wir senden Ihnen die ZIP-Datei jeder Version, die innerhalb Ihrer Lizenzlaufzeit erschienen ist.

<h2>Version ersetzen</h2>
<ol>
<li>Schalten Sie unter <strong>Plugins → Installierte Plugins</strong> die automatischen Aktualisierungen für dieses Plugin aus. Sonst spielt WordPress die neue Version innerhalb weniger Stunden wieder ein.</li>
<li>Öffnen Sie <strong>Plugins → Neues Plugin hinzufügen → Plugin hochladen</strong> und wählen Sie die ZIP-Datei der früheren Version aus.</li>
<li>WordPress erkennt, dass das Plugin bereits installiert ist, und stellt die installierte und die hochgeladene Version gegenüber. Bestätigen Sie, dass die installierte Version durch die hochgeladene ersetzt werden soll.</li>
</ol>

Ihre Einstellungen und Daten bleiben dabei erhalten. Auch der Lizenzschlüssel muss nicht neu eingetragen werden.

<h2>Grenzen einer Rückkehr</h2>
Innerhalb einer Hauptversion, also etwa von 3.2.0 auf 3.1.2, ist die Rückkehr problemlos. Beim Sprung auf eine neue Hauptversion passen manche Plugins ihre Datenbanktabellen an; Invoice Forge hat das zum Beispiel beim Wechsel auf 3.0 getan. Eine Rückkehr von 3.x auf 2.x ist deshalb nur über die Sicherung möglich, die Sie vor dem Update angelegt haben.

Bei Invoice Forge gilt außerdem: Rechnungen, die mit der neueren Version erstellt wurden, behalten ihre Nummer und ihren Inhalt. Die Rückkehr ändert nichts an bereits ausgestellten Belegen.

<h2>Sagen Sie uns Bescheid</h2>
Schreiben Sie uns bitte, was nach dem Update nicht funktioniert hat, am besten mit dem Bericht aus <strong>Werkzeuge → Website-Zustand → Bericht</strong>. So können wir den Fehler nachstellen und schnell beheben – und Sie können bald wieder auf die aktuelle Version wechseln.`,
            en: `We test every release carefully, but no two sites are the same. If something no longer works as before after an update, you can temporarily go back to the previous version until we have fixed the problem.

<h2>Downloading an earlier version</h2>
Under <a href="/my-licenses">My licences</a> you download the current version. For an earlier one, tell us through the <a href="/contact">contact form</a> which version you need: we send you the ZIP file of any version released during your licence term.

<h2>Replacing the version</h2>
<ol>
<li>Under <strong>Plugins → Installed Plugins</strong>, disable auto-updates for this plugin. Otherwise WordPress installs the new version again within a few hours.</li>
<li>Go to <strong>Plugins → Add New Plugin → Upload Plugin</strong> and choose the ZIP file of the earlier version.</li>
<li>WordPress notices that the plugin is already installed and compares the installed and the uploaded version. Click <strong>Replace current with uploaded</strong>.</li>
</ol>

Your settings and data are kept, and you do not need to enter the licence key again.

<h2>Limits of a rollback</h2>
Within a major version, for example from 3.2.0 to 3.1.2, going back is no problem. When moving to a new major version, some plugins change their database tables; Invoice Forge did so with version 3.0, for example. Going back from 3.x to 2.x is therefore only possible by restoring the backup you made before the update.

For Invoice Forge, there is one more point: invoices created with the newer version keep their number and content. A rollback does not change documents that have already been issued.

<h2>Let us know</h2>
Please tell us what stopped working after the update, ideally with the report from <strong>Tools → Site Health → Info</strong>. That way we can reproduce the problem and fix it quickly – and you can soon switch back to the current version.`,
          },
        },
        {
          slug: "update-not-showing",
          title: { de: "Ein Update wird nicht angezeigt", en: "An update does not show up" },
          content: {
            de: `Wir haben eine neue Version veröffentlicht, aber Ihr Dashboard zeigt sie nicht an? Meist steckt eine dieser Ursachen dahinter. Gehen Sie die Liste am besten der Reihe nach durch.

<h2>Die häufigsten Ursachen</h2>
<h3>1. WordPress hat noch nicht nachgefragt</h3>
WordPress sucht nur zweimal täglich nach Updates. Klicken Sie unter <strong>Dashboard → Aktualisierungen</strong> auf <strong>Erneut prüfen</strong>, um sofort nachzufragen.

<h3>2. Die Lizenz ist nicht aktiv oder abgelaufen</h3>
Die Lizenzseite des Plugins (<strong>Plugins → Installierte Plugins → Lizenz</strong>) zeigt, ob die Lizenz auf dieser Website aktiv ist. Ist sie nicht aktiviert oder abgelaufen, liefert unser Server keine Updates aus; WordPress zeigt die neue Version dann mit einem Hinweis an, warum sie sich nicht installieren lässt. Haben Sie die Lizenz gerade aktiviert oder verlängert, klicken Sie unter <strong>Dashboard → Aktualisierungen</strong> auf <strong>Erneut prüfen</strong>, damit WordPress sofort neu nachfragt.

<h3>3. Ihre Website erfüllt die Voraussetzungen der neuen Version nicht</h3>
Jede Version nennt die WordPress- und PHP-Version, die sie mindestens braucht. Invoice Forge 3.2 etwa setzt WordPress 6.4 und PHP 8.1 voraus. Reicht Ihre Website dafür nicht, weist WordPress bei der neuen Version darauf hin, dass sie mit Ihrer PHP- oder WordPress-Version nicht funktioniert, und installiert sie nicht. Auf einer Website mit PHP 8.0 bleibt Invoice Forge deshalb auf Version 3.1.0, bis PHP aktualisiert ist.

<h3>4. Die Verbindung zum Lizenzserver ist gesperrt</h3>
Meldet die Lizenzseite des Plugins, dass der Lizenzserver nicht erreichbar ist, darf Ihr Server keine Verbindung zu uns aufbauen. Dann hilft der Abschnitt „Ausgehende Verbindungen zum Lizenzserver“ unter <a href="/docs/getting-started/installation/requirements">Systemvoraussetzungen</a>.

<h3>5. Ein Cache hält alte Daten fest</h3>
Persistente Objekt-Caches wie Redis oder Memcached speichern die Update-Informationen manchmal länger als vorgesehen. Leeren Sie den Objekt-Cache – meist über Ihr Caching-Plugin oder den Kundenbereich Ihres Hosters – und prüfen Sie erneut.

<h2>Immer noch nichts?</h2>
Schreiben Sie uns über das <a href="/kontakt">Kontaktformular</a>. Bitte fügen Sie den Bericht aus <strong>Werkzeuge → Website-Zustand → Bericht</strong> bei; dort kopieren Sie ihn mit <strong>Website-Informationen in die Zwischenablage kopieren</strong>. Damit sehen wir auf einen Blick Ihre Versionen und Einstellungen und müssen nicht nachfragen.`,
            en: `We have released a new version, but your dashboard does not show it? Usually one of these causes is behind it. It is best to work through the list in order.

<h2>The most common causes</h2>
<h3>1. WordPress has not checked yet</h3>
WordPress only looks for updates twice a day. Click <strong>Check again</strong> under <strong>Dashboard → Updates</strong> to check right away.

<h3>2. The licence is not active or has expired</h3>
The plugin's licence screen (<strong>Plugins → Installed Plugins → Licence</strong>) shows whether the licence is active on this site. If it is not activated or has expired, our server does not deliver updates; WordPress then lists the new version with a note saying why it cannot be installed. If you have just activated or renewed the licence, click <strong>Check again</strong> under <strong>Dashboard → Updates</strong> so that WordPress asks again right away.

<h3>3. Your site does not meet the new version's requirements</h3>
Every version states the WordPress and PHP versions it needs at least. Invoice Forge 3.2, for instance, needs WordPress 6.4 and PHP 8.1. If your site falls short, WordPress notes next to the new version that it does not work with your PHP or WordPress version, and does not install it. On a site running PHP 8.0, Invoice Forge therefore stays on version 3.1.0 until PHP has been updated.

<h3>4. The connection to the licence server is blocked</h3>
If the plugin's licence screen reports that the licence server cannot be reached, your server is not allowed to connect to us. See “Outgoing connections to the licence server” under <a href="/docs/getting-started/installation/requirements?lang=en">System requirements</a>.

<h3>5. A cache holds on to old data</h3>
Persistent object caches such as Redis or Memcached sometimes keep update information longer than intended. Flush the object cache – usually through your caching plugin or your host's control panel – and check again.

<h2>Still nothing?</h2>
Write to us through the <a href="/contact">contact form</a>. Please include the report from <strong>Tools → Site Health → Info</strong>; you copy it with <strong>Copy site info to clipboard</strong>. That shows us your versions and settings at a glance, so we do not need to ask.`,
          },
        },
      ],
    },
  ],
};

const invoiceForge: DemoDocsParent = {
  slug: "invoice-forge",
  title: { de: "Invoice Forge für WooCommerce", en: "Invoice Forge for WooCommerce" },
  content: {
    de: `Invoice Forge erstellt zu jeder WooCommerce-Bestellung eine Rechnung, die den Vorgaben des österreichischen und des deutschen Umsatzsteuerrechts entspricht. Hier finden Sie die Einrichtung, die steuerlichen Einstellungen, Gutschriften und den Export für Ihre Buchhaltung.

Die Anleitungen beziehen sich auf Version 3.2. Wer eine ältere Version nutzt, findet die meisten Einstellungen an derselben Stelle; den Export im RZL-Format gibt es allerdings erst seit 3.2.0.`,
    en: `Invoice Forge creates an invoice for every WooCommerce order that meets Austrian and German VAT rules. This category covers the setup, the tax settings, credit notes and the export for your accountant.

The guides refer to version 3.2. If you use an older version, you will find most settings in the same place; the export in RZL format, however, was added in 3.2.0.`,
  },
  sections: [
    {
      slug: "setup",
      title: { de: "Einrichtung", en: "Setup" },
      content: {
        de: `Bevor die erste Rechnung hinausgeht, braucht Invoice Forge Ihre Firmendaten, einen Nummernkreis und eine PDF-Vorlage. Für einen typischen Shop ist das in einer Viertelstunde erledigt.`,
        en: `Before the first invoice goes out, Invoice Forge needs your company details, a number range and a PDF template. For a typical shop, that takes about fifteen minutes.`,
      },
      articles: [
        {
          slug: "initial-setup",
          title: { de: "Ersteinrichtung", en: "Initial setup" },
          content: {
            de: `Nach der Aktivierung finden Sie Invoice Forge unter <strong>WooCommerce → Invoice Forge</strong>. Die Einstellungen sind auf die Reiter Allgemein, Nummernkreise, Steuern, PDF-Vorlage und Export verteilt. Für den Start genügt der Reiter <strong>Allgemein</strong>.

<h2>Ihre Firmendaten</h2>
Tragen Sie ein, was auf jeder Rechnung stehen muss:
<ul>
<li>Firmenwortlaut und Anschrift, so wie sie im Firmenbuch oder Gewerberegister eingetragen sind</li>
<li>Ihre UID-Nummer</li>
<li>bei einer GmbH oder einer anderen eingetragenen Firma: Firmenbuchnummer und Firmenbuchgericht</li>
<li>Bankverbindung mit IBAN und BIC</li>
</ul>

Die übrigen Pflichtangaben einer Rechnung – fortlaufende Nummer, Ausstellungs- und Lieferdatum, Menge und Bezeichnung der Waren, Entgelt, Steuersatz und Steuerbetrag – ergänzt Invoice Forge aus der Bestellung. Bei Rechnungen an Unternehmen in Österreich über 10.000 Euro brutto muss auch die UID-Nummer Ihres Kunden aufscheinen; Invoice Forge übernimmt sie aus dem Feld „UID-Nummer“ an der Kasse.

<h2>Wann die Rechnung entsteht</h2>
Standardmäßig erstellt Invoice Forge die Rechnung, sobald eine Bestellung den Status „In Bearbeitung“ erreicht, also nach erfolgreicher Zahlung, und hängt sie an die E-Mail an, die WooCommerce Ihrem Kunden bei diesem Status schickt. Versenden Sie Waren erst Tage später oder arbeiten Sie mit Vorkasse, wählen Sie stattdessen „Fertiggestellt“.

Die Sprache der Rechnung richtet sich nach der Sprache, in der die Bestellung aufgegeben wurde: Deutsch oder Englisch.

<h2>Testmodus</h2>
Jede echte Rechnungsnummer darf nur einmal vergeben werden und lässt sich nicht zurücknehmen. Aktivieren Sie deshalb für Ihre ersten Versuche den <strong>Testmodus</strong>: Rechnungen tragen dann das Wasserzeichen „Muster“ und eine Nummer aus einem eigenen Testkreis.

Legen Sie eine Testbestellung an und öffnen Sie die Rechnung in der Bestellung unter <strong>WooCommerce → Bestellungen</strong> im Kasten „Rechnung“. Passt alles, schalten Sie den Testmodus aus – die erste echte Rechnung erhält dann die erste Nummer Ihres Nummernkreises.`,
            en: `Once activated, Invoice Forge lives under <strong>WooCommerce → Invoice Forge</strong>. The settings are spread across the tabs General, Number ranges, Taxes, PDF template and Export. To get started, the <strong>General</strong> tab is all you need.

<h2>Your company details</h2>
Enter what every invoice must show:
<ul>
<li>your company name and address, exactly as registered in the company or trade register</li>
<li>your VAT ID</li>
<li>for a GmbH or another registered company: the company register number and the register court</li>
<li>bank details with IBAN and BIC</li>
</ul>

Invoice Forge fills in the other mandatory details of an invoice from the order: a sequential number, the date of issue and of supply, quantity and description of the goods, the net amount, the VAT rate and the VAT amount. For invoices to Austrian businesses above 10,000 euros gross, your customer's VAT ID must be shown as well; Invoice Forge takes it from the "VAT ID" field at checkout.

<h2>When the invoice is created</h2>
By default, Invoice Forge creates the invoice as soon as an order reaches the status "Processing", that is after successful payment, and attaches it to the "Processing order" e-mail. If you ship goods days later or take payment in advance by bank transfer, choose "Completed" instead.

The invoice follows the language in which the order was placed: German or English.

<h2>Test mode</h2>
Every real invoice number may be used only once and cannot be taken back. So turn on <strong>Test mode</strong> for your first attempts: invoices then carry a "Sample" watermark and a number from a separate test range.

Place a test order and open the invoice in the order under <strong>WooCommerce → Orders</strong>, in the "Invoice" box. When everything looks right, turn test mode off – the first real invoice then gets the first number of your number range.`,
          },
        },
        {
          slug: "number-ranges",
          title: { de: "Nummernkreise", en: "Number ranges" },
          content: {
            de: `Das Umsatzsteuergesetz verlangt eine fortlaufende Nummer, die jede Rechnung eindeutig kennzeichnet. Invoice Forge vergibt diese Nummern lückenlos: Die Nummer wird im selben Schritt reserviert, in dem die Rechnung entsteht, und bleibt an ihr hängen. Auch wenn zwei Bestellungen in derselben Sekunde eingehen, erhält jede ihre eigene Nummer.

<h2>Format festlegen</h2>
Unter <strong>WooCommerce → Invoice Forge → Nummernkreise</strong> bestimmen Sie das Format mit Platzhaltern:

<table>
<thead><tr><th>Platzhalter</th><th>Bedeutung</th><th>Beispiel</th></tr></thead>
<tbody>
<tr><td><code>{year}</code></td><td>Jahr des Rechnungsdatums</td><td>2026</td></tr>
<tr><td><code>{month}</code></td><td>Monat, zweistellig</td><td>10</td></tr>
<tr><td><code>{number}</code></td><td>laufende Nummer</td><td>42</td></tr>
<tr><td><code>{number:5}</code></td><td>laufende Nummer mit fünf Stellen</td><td>00042</td></tr>
</tbody>
</table>

Das Format <code>RE-{year}-{number:5}</code> ergibt zum Beispiel <code>RE-2026-00042</code>. Gutschriften haben einen eigenen Nummernkreis, standardmäßig <code>GS-{year}-{number:5}</code>.

<h2>Jährlich neu beginnen</h2>
Mit der Option <strong>Zum Jahreswechsel neu beginnen</strong> startet die laufende Nummer am 1. Jänner wieder bei 1. Das ist zulässig, solange das Jahr Teil der Nummer ist – sonst gäbe es dieselbe Nummer zweimal. Invoice Forge lässt die Option deshalb nur zu, wenn das Format <code>{year}</code> enthält.

<h2>Von einem anderen Plugin umsteigen</h2>
Haben Sie bisher mit einem anderen Plugin oder von Hand Rechnungen geschrieben, tragen Sie unter <strong>Nächste Nummer</strong> die Nummer ein, mit der Invoice Forge weitermachen soll. Alte Rechnungen bleiben unverändert im bisherigen System; Invoice Forge übernimmt sie nicht.

<h2>Warum man Rechnungen nicht löschen kann</h2>
Eine ausgestellte Rechnung lässt sich in Invoice Forge weder löschen noch bearbeiten. Jede Lücke im Nummernkreis müssten Sie bei einer Prüfung durch das Finanzamt erklären. Ist eine Rechnung falsch, stornieren Sie sie mit einer Gutschrift und erstellen eine neue – siehe <a href="/docs/invoice-forge/taxes-and-credit-notes/credit-notes">Gutschriften und Stornos</a>.`,
            en: `VAT law requires a sequential number that identifies each invoice uniquely. Invoice Forge hands out these numbers without gaps: the number is reserved in the same step in which the invoice is created, and stays with it. Even if two orders arrive in the same second, each gets its own number.

<h2>Setting the format</h2>
Under <strong>WooCommerce → Invoice Forge → Number ranges</strong> you define the format with placeholders:

<table>
<thead><tr><th>Placeholder</th><th>Meaning</th><th>Example</th></tr></thead>
<tbody>
<tr><td><code>{year}</code></td><td>year of the invoice date</td><td>2026</td></tr>
<tr><td><code>{month}</code></td><td>month, two digits</td><td>10</td></tr>
<tr><td><code>{number}</code></td><td>sequential number</td><td>42</td></tr>
<tr><td><code>{number:5}</code></td><td>sequential number with five digits</td><td>00042</td></tr>
</tbody>
</table>

The format <code>INV-{year}-{number:5}</code>, for example, gives <code>INV-2026-00042</code>. Credit notes have a number range of their own, by default <code>CN-{year}-{number:5}</code>.

<h2>Starting again every year</h2>
With the option <strong>Restart at the turn of the year</strong>, the sequential number goes back to 1 on 1 January. That is allowed as long as the year is part of the number – otherwise the same number would exist twice. Invoice Forge therefore only offers the option if the format contains <code>{year}</code>.

<h2>Switching from another plugin</h2>
If you used another plugin or wrote invoices by hand until now, enter the number Invoice Forge should continue with under <strong>Next number</strong>. Old invoices remain unchanged in the previous system; Invoice Forge does not import them.

<h2>Why invoices cannot be deleted</h2>
An issued invoice can be neither deleted nor edited in Invoice Forge. You would have to explain every gap in the number range during a tax audit. If an invoice is wrong, cancel it with a credit note and create a new one – see <a href="/docs/invoice-forge/taxes-and-credit-notes/credit-notes?lang=en">Credit notes and cancellations</a>.`,
          },
        },
        {
          slug: "pdf-template",
          title: { de: "PDF-Vorlage anpassen", en: "Customising the PDF template" },
          content: {
            de: `Die mitgelieferte Vorlage ist schlicht gehalten und entspricht dem Aufbau eines Geschäftsbriefs nach ÖNORM A 1080 und DIN 5008. Die Anschrift Ihres Kunden sitzt genau im Fenster eines C5/6- oder DL-Kuverts, falls Sie Rechnungen einmal ausdrucken und per Post verschicken.

Alle Einstellungen finden Sie unter <strong>WooCommerce → Invoice Forge → PDF-Vorlage</strong>.

<h2>Logo und Farben</h2>
Laden Sie Ihr Logo als PNG oder SVG aus der Mediathek hoch. Eine Breite von 600 Pixeln reicht für einen scharfen Druck; größere Dateien machen nur das PDF schwerer. Die Akzentfarbe für Überschriften und Linien wählen Sie mit dem Farbwähler.

<h2>Fußzeile je Sprache</h2>
Seit Version 3.1 gibt es für Deutsch und Englisch je eine eigene Fußzeile. Typischerweise stehen dort Firmenwortlaut, Sitz, Firmenbuchnummer, UID-Nummer und Bankverbindung in drei Spalten. Zeilenumbrüche, die Sie im Feld eingeben, übernimmt das PDF genau so.

Für Zahlungsbedingungen wie „Zahlbar innerhalb von 14 Tagen ohne Abzug“ gibt es ein eigenes Feld. Es erscheint nur auf Rechnungen zu Bestellungen, die noch nicht bezahlt sind, etwa bei Zahlung per Überweisung.

<h2>Schrift</h2>
Invoice Forge bringt die Schrift DejaVu Sans mit, die alle Umlaute, das ß und die Zeichen anderer europäischer Sprachen enthält. Eine eigene Schrift können Sie als TTF-Datei hochladen. Prüfen Sie danach unbedingt eine Rechnung mit Umlauten: Fehlen einer Schrift Zeichen, erscheinen sie im PDF als Fragezeichen.

<h2>Eigene Vorlage im Theme</h2>
Brauchen Sie einen ganz anderen Aufbau, kopieren Sie die Vorlage in Ihr Child-Theme:

<pre><code>wp-content/plugins/invoice-forge/templates/invoice.php
→ wp-content/themes/ihr-child-theme/invoice-forge/invoice.php</code></pre>

Invoice Forge verwendet dann Ihre Kopie. Ändert ein Update die mitgelieferte Vorlage, steht das im Änderungsprotokoll; vergleichen Sie Ihre Kopie in diesem Fall mit der neuen Fassung. Unter <strong>WooCommerce → Status</strong> weist Invoice Forge außerdem auf veraltete Vorlagen im Theme hin.`,
            en: `The bundled template is kept simple and follows the layout of a business letter according to ÖNORM A 1080 and DIN 5008. Your customer's address sits exactly in the window of a C5/6 or DL envelope, in case you ever print invoices and send them by post.

You will find all settings under <strong>WooCommerce → Invoice Forge → PDF template</strong>.

<h2>Logo and colours</h2>
Upload your logo as a PNG or SVG from the media library. A width of 600 pixels is enough for sharp printing; larger files only make the PDF heavier. Pick the accent colour for headings and lines with the colour picker.

<h2>A footer per language</h2>
Since version 3.1 there is a separate footer for German and for English. It typically holds your company name, registered office, company register number, VAT ID and bank details in three columns. Line breaks you type into the field appear in the PDF exactly as entered.

Payment terms such as "Payable within 14 days without deduction" have a field of their own. They appear only on invoices for orders that have not been paid yet, for example when paying by bank transfer.

<h2>Font</h2>
Invoice Forge ships with the DejaVu Sans font, which covers umlauts, ß and the characters of other European languages. You can upload your own font as a TTF file. Afterwards, be sure to check an invoice with accented characters: if a font lacks characters, they show up as question marks in the PDF.

<h2>Your own template in the theme</h2>
If you need an entirely different layout, copy the template into your child theme:

<pre><code>wp-content/plugins/invoice-forge/templates/invoice.php
→ wp-content/themes/your-child-theme/invoice-forge/invoice.php</code></pre>

Invoice Forge then uses your copy. If an update changes the bundled template, the changelog says so; in that case compare your copy with the new version. Invoice Forge also flags outdated theme templates under <strong>WooCommerce → Status</strong>.`,
          },
        },
      ],
    },
    {
      slug: "taxes-and-credit-notes",
      title: { de: "Steuern und Gutschriften", en: "Taxes and credit notes" },
      content: {
        de: `Invoice Forge übernimmt Steuersätze und Steuerbeträge aus WooCommerce und ergänzt die Angaben, die das Umsatzsteuerrecht auf der Rechnung verlangt.

Für Verkäufe an Unternehmen in anderen EU-Ländern und für Stornos gibt es eigene Abläufe, die wir hier beschreiben. Die steuerliche Beurteilung Ihres Geschäfts ersetzen sie nicht – im Zweifel fragen Sie bitte Ihre Steuerberatung.`,
        en: `Invoice Forge takes tax rates and amounts from WooCommerce and adds the details VAT law requires on the invoice.

Sales to businesses in other EU countries and cancellations follow their own procedures, which we describe here. They do not replace a tax assessment of your business – if in doubt, please ask your tax adviser.`,
      },
      articles: [
        {
          slug: "tax-rates",
          title: { de: "Steuersätze einrichten", en: "Setting up tax rates" },
          content: {
            de: `Invoice Forge rechnet keine Steuern selbst, sondern übernimmt sie aus WooCommerce. So stimmen Bestellung und Rechnung immer auf den Cent überein. Die Steuersätze legen Sie daher in WooCommerce unter <strong>WooCommerce → Einstellungen → MwSt.</strong> an.

<h2>Österreich und Deutschland</h2>
Für einen Shop mit Sitz in Österreich brauchen Sie mindestens den Normalsteuersatz von 20 %. Verkaufen Sie Waren mit ermäßigtem Steuersatz, legen Sie eigene Steuerklassen an, etwa „Ermäßigt 10 %“ für Bücher und Lebensmittel oder „Ermäßigt 13 %“ für bestimmte Kulturleistungen, und ordnen Sie diese den Produkten zu.

Für Deutschland gelten 19 % und 7 %. Achten Sie darauf, dass die Einstellung, ob Sie Preise inklusive Steuer eingeben, zu Ihren Preisen passt – in Shops für Privatkunden ist das fast immer der Fall.

<h2>Gemischte Steuersätze in einer Bestellung</h2>
Enthält eine Bestellung Produkte mit verschiedenen Steuersätzen, weist die Rechnung Netto, Steuer und Brutto je Steuersatz getrennt aus. Seit Version 3.2 steht unter den Positionen eine übersichtliche Tabelle mit einer Zeile je Satz.

Versandkosten sind eine Nebenleistung und teilen das steuerliche Schicksal der Waren. Mit der Option <strong>Versandkosten anteilig aufteilen</strong> im Reiter <strong>Steuern</strong> verteilt Invoice Forge sie im Verhältnis der Warenwerte auf die Steuersätze der Bestellung. Ohne diese Option wird der Versand mit dem Steuersatz berechnet, den WooCommerce dafür vorsieht.

<h2>Verkäufe an Privatkunden in anderen EU-Ländern</h2>
Übersteigen Ihre Verkäufe an Privatkunden in anderen EU-Ländern 10.000 Euro im Jahr, gilt der Steuersatz des Landes, in das Sie liefern, und Sie melden diese Umsätze über den One-Stop-Shop (OSS). Legen Sie in WooCommerce dann die Sätze der betroffenen Länder an, zum Beispiel:

<table>
<thead><tr><th>Land</th><th>Normalsatz</th></tr></thead>
<tbody>
<tr><td>Deutschland</td><td>19 %</td></tr>
<tr><td>Italien</td><td>22 %</td></tr>
<tr><td>Tschechien</td><td>21 %</td></tr>
</tbody>
</table>

Invoice Forge zeigt auf der Rechnung den Satz des Bestimmungslandes und vermerkt das Land. Im Export sind OSS-Umsätze eigens gekennzeichnet, damit Ihre Buchhaltung sie für die Meldung zusammenfassen kann.`,
            en: `Invoice Forge does not calculate taxes itself; it takes them from WooCommerce. That way order and invoice always match to the cent. So you set up your tax rates in WooCommerce under <strong>WooCommerce → Settings → Tax</strong>.

<h2>Austria and Germany</h2>
A shop based in Austria needs at least the standard rate of 20 %. If you sell goods at a reduced rate, create separate tax classes, such as "Reduced 10 %" for books and food or "Reduced 13 %" for certain cultural services, and assign them to the products.

Germany has 19 % and 7 %. Make sure the setting <strong>Prices entered with tax</strong> matches your prices – for shops selling to consumers, prices almost always include tax.

<h2>Mixed tax rates in one order</h2>
If an order contains products with different tax rates, the invoice shows net, VAT and gross separately for each rate. Since version 3.2, a clear table with one line per rate appears below the items.

Shipping is an ancillary service and follows the tax treatment of the goods. With the option <strong>Split shipping proportionally</strong> on the <strong>Taxes</strong> tab, Invoice Forge divides shipping among the order's tax rates in proportion to the value of the goods. Without this option, shipping is taxed at the rate WooCommerce assigns to it.

<h2>Sales to consumers in other EU countries</h2>
Once your sales to consumers in other EU countries exceed 10,000 euros a year, the VAT rate of the country you deliver to applies, and you report these sales through the One-Stop Shop (OSS). In that case add the rates of the countries concerned in WooCommerce, for example:

<table>
<thead><tr><th>Country</th><th>Standard rate</th></tr></thead>
<tbody>
<tr><td>Germany</td><td>19 %</td></tr>
<tr><td>Italy</td><td>22 %</td></tr>
<tr><td>Czech Republic</td><td>21 %</td></tr>
</tbody>
</table>

Invoice Forge shows the destination country's rate on the invoice and notes the country. In the export, OSS sales are flagged separately so your accountant can total them for the return.`,
          },
        },
        {
          slug: "reverse-charge",
          title: { de: "Reverse Charge und innergemeinschaftliche Lieferungen", en: "Reverse charge and intra-Community supplies" },
          content: {
            de: `Verkaufen Sie an Unternehmen in einem anderen EU-Land, stellen Sie in der Regel ohne Umsatzsteuer in Rechnung. Voraussetzung ist eine gültige UID-Nummer Ihres Kunden. Invoice Forge prüft diese Nummer, entfernt die Steuer und druckt die nötigen Hinweise auf die Rechnung.

<h2>Das Feld „UID-Nummer“ an der Kasse</h2>
Invoice Forge ergänzt die Kasse um ein optionales Feld „UID-Nummer“. Sie schalten es unter <strong>WooCommerce → Invoice Forge → Steuern</strong> ein. Gibt ein Kunde aus einem anderen EU-Land eine Nummer ein, fragt Invoice Forge sie seit Version 3.1 sofort über VIES ab, das Abfragesystem der EU-Kommission.

<ul>
<li><strong>Nummer gültig:</strong> Die Umsatzsteuer verschwindet aus dem Warenkorb. Name und Anschrift aus VIES sowie die Abfragekennung werden als Nachweis in der Bestellung gespeichert.</li>
<li><strong>Nummer ungültig:</strong> Der Kunde sieht einen Hinweis und kann die Nummer korrigieren oder mit Umsatzsteuer bestellen.</li>
<li><strong>VIES nicht erreichbar:</strong> Das kommt vor, besonders bei einzelnen Mitgliedstaaten am Abend. Sie entscheiden in den Einstellungen, ob die Bestellung dann mit Umsatzsteuer berechnet wird oder ohne. Im zweiten Fall wird sie als „UID nicht bestätigt“ markiert, und Invoice Forge wiederholt die Abfrage stündlich.</li>
</ul>

Kunden aus demselben Land wie Ihr Shop – bei einem österreichischen Shop also aus Österreich – zahlen immer Umsatzsteuer, auch mit UID-Nummer.

<h2>Was auf der Rechnung steht</h2>
Die Rechnung enthält Ihre UID-Nummer, die Ihres Kunden und je nach Art der Leistung einen Hinweis:
<ul>
<li>bei Waren: „Steuerfreie innergemeinschaftliche Lieferung“</li>
<li>bei Dienstleistungen und digitalen Produkten: „Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge)“</li>
</ul>

Welcher Hinweis gilt, erkennt Invoice Forge daran, ob ein Produkt in WooCommerce als virtuell oder herunterladbar markiert ist. Die Texte können Sie im Reiter <strong>Steuern</strong> anpassen.

<h2>Zusammenfassende Meldung</h2>
Innergemeinschaftliche Lieferungen und Dienstleistungen an Unternehmen in anderen EU-Ländern müssen Sie in der Zusammenfassenden Meldung an das Finanzamt angeben. Der Export für BMD und RZL enthält dafür alle nötigen Angaben je Kunde.`,
            en: `When you sell to businesses in another EU country, you usually invoice without VAT. This requires a valid VAT ID from your customer. Invoice Forge checks the number, removes the VAT and prints the required notes on the invoice.

<h2>The "VAT ID" field at checkout</h2>
Invoice Forge adds an optional "VAT ID" field to the checkout. You switch it on under <strong>WooCommerce → Invoice Forge → Taxes</strong>. When a customer from another EU country enters a number, Invoice Forge (since version 3.1) checks it right away through VIES, the European Commission's validation service.

<ul>
<li><strong>Valid number:</strong> VAT disappears from the cart. The name and address from VIES and the consultation number are stored with the order as proof.</li>
<li><strong>Invalid number:</strong> The customer sees a message and can correct the number or order with VAT.</li>
<li><strong>VIES unavailable:</strong> This happens, especially for single member states in the evening. You decide in the settings whether the order is then charged with or without VAT. In the latter case it is marked "VAT ID not confirmed", and Invoice Forge repeats the check every hour.</li>
</ul>

Customers from your shop's own country – from Austria, for an Austrian shop – always pay VAT, even with a VAT ID.

<h2>What the invoice shows</h2>
The invoice shows your VAT ID, your customer's, and a note depending on the kind of supply:
<ul>
<li>for goods: "Tax-exempt intra-Community supply"</li>
<li>for services and digital products: "Reverse charge: VAT is payable by the recipient"</li>
</ul>

Invoice Forge tells which note applies from whether a product is marked as virtual or downloadable in WooCommerce. You can adjust the wording on the <strong>Taxes</strong> tab.

<h2>EC Sales List</h2>
Intra-Community supplies and services to businesses in other EU countries must be reported to the tax office in the EC Sales List (in Austria: Zusammenfassende Meldung). The export for BMD and RZL contains all the details needed for it, per customer.`,
          },
        },
        {
          slug: "credit-notes",
          title: { de: "Gutschriften und Stornos", en: "Credit notes and cancellations" },
          content: {
            de: `Eine ausgestellte Rechnung bleibt, wie sie ist. Wird eine Bestellung ganz oder teilweise zurückerstattet, erstellt Invoice Forge eine Gutschrift, die sich auf die ursprüngliche Rechnung bezieht. So bleibt Ihr Nummernkreis lückenlos, und jede Änderung ist nachvollziehbar.

<h2>Automatisch bei einer Rückerstattung</h2>
Sobald Sie in einer Bestellung unter <strong>WooCommerce → Bestellungen</strong> eine Rückerstattung durchführen, entsteht die Gutschrift von selbst:
<ul>
<li>mit einer Nummer aus dem Gutschrift-Nummernkreis</li>
<li>mit Nummer und Datum der ursprünglichen Rechnung</li>
<li>mit den erstatteten Positionen und Beträgen, je Steuersatz aufgeteilt</li>
</ul>

Das funktioniert auch bei Teilrückerstattungen, etwa wenn ein Kunde nur einen von drei Artikeln zurückschickt. Auf Wunsch geht die Gutschrift per E-Mail an Ihren Kunden; die Einstellung dazu finden Sie im Reiter <strong>Allgemein</strong>.

<h2>Gutschrift ohne Rückerstattung</h2>
Manchmal gibt es Geld zurück, ohne dass WooCommerce etwas erstattet, etwa bei einem Preisnachlass wegen einer beschädigten Lieferung, den Sie per Überweisung zahlen. Öffnen Sie dann die Bestellung und klicken Sie im Kasten „Rechnung“ auf <strong>Gutschrift erstellen</strong>. Sie geben den Betrag und einen Grund ein; Invoice Forge teilt den Betrag auf die Steuersätze der Rechnung auf.

<h2>Rechnung mit falschen Daten</h2>
Steht auf einer Rechnung eine falsche Anschrift oder fehlt die UID-Nummer, stornieren Sie sie vollständig:
<ol>
<li>Klicken Sie im Kasten „Rechnung“ auf <strong>Stornieren und neu ausstellen</strong>.</li>
<li>Korrigieren Sie die Rechnungsdaten der Bestellung.</li>
<li>Invoice Forge erstellt eine Gutschrift über den vollen Betrag und eine neue Rechnung mit neuer Nummer und unverändertem Lieferdatum.</li>
</ol>

<h2>Die Bezeichnung auf dem PDF</h2>
Standardmäßig steht auf dem Beleg „Gutschrift“. In Deutschland bezeichnet das Wort streng genommen eine Abrechnung durch den Leistungsempfänger; viele Steuerberater bevorzugen dort „Rechnungskorrektur“ oder „Stornorechnung“. Den Titel ändern Sie im Reiter <strong>PDF-Vorlage</strong>.`,
            en: `An issued invoice stays as it is. When an order is refunded in full or in part, Invoice Forge creates a credit note that refers to the original invoice. This keeps your number range free of gaps and makes every change traceable.

<h2>Automatically with a refund</h2>
As soon as you issue a refund in an order under <strong>WooCommerce → Orders</strong>, the credit note is created by itself:
<ul>
<li>with a number from the credit note number range</li>
<li>with the number and date of the original invoice</li>
<li>with the refunded items and amounts, split by VAT rate</li>
</ul>

This also works for partial refunds, for example when a customer returns only one of three items. If you like, the credit note is e-mailed to your customer; you will find the setting on the <strong>General</strong> tab.

<h2>Credit notes without a refund</h2>
Sometimes money goes back without WooCommerce refunding anything, for instance a discount for a damaged delivery that you pay by bank transfer. Open the order and click <strong>Create credit note</strong> in the "Invoice" box. Enter the amount and a reason; Invoice Forge splits the amount across the invoice's VAT rates.

<h2>An invoice with wrong details</h2>
If an invoice shows a wrong address or lacks the VAT ID, cancel it completely:
<ol>
<li>Click <strong>Cancel and reissue</strong> in the "Invoice" box.</li>
<li>Correct the billing details of the order.</li>
<li>Invoice Forge creates a credit note for the full amount and a new invoice with a new number and the original date of supply.</li>
</ol>

<h2>The title on the PDF</h2>
By default the document is titled "Credit note" ("Gutschrift" in German). In Germany, strictly speaking, "Gutschrift" means a self-billed invoice issued by the customer; many German tax advisers therefore prefer "Rechnungskorrektur" or "Stornorechnung" there. You change the title on the <strong>PDF template</strong> tab.`,
          },
        },
      ],
    },
    {
      slug: "export-and-troubleshooting",
      title: { de: "Export und Fehlerbehebung", en: "Export and troubleshooting" },
      content: {
        de: `Am Monatsende gehen Ihre Belege an die Buchhaltung – mit Invoice Forge als ZIP-Archiv und als Datei, die BMD und RZL direkt einlesen. Und falls einmal kein PDF entsteht, finden Sie hier die häufigsten Ursachen.`,
        en: `At the end of the month your documents go to your accountant – with Invoice Forge as a ZIP archive plus a file that BMD and RZL import directly. And should a PDF ever fail to appear, you will find the most common causes here.`,
      },
      articles: [
        {
          slug: "bmd-rzl-export",
          title: { de: "Export für BMD und RZL", en: "Exporting to BMD and RZL" },
          content: {
            de: `BMD und RZL sind die Buchhaltungsprogramme, mit denen die meisten Steuerberatungskanzleien in Österreich arbeiten. Invoice Forge exportiert Ihre Rechnungen und Gutschriften so, dass Ihre Kanzlei sie ohne Nacharbeit einlesen kann.

<h2>Einen Monat exportieren</h2>
<ol>
<li>Öffnen Sie <strong>WooCommerce → Invoice Forge → Export</strong>.</li>
<li>Wählen Sie den Monat und das Format: <strong>BMD</strong>, <strong>RZL</strong> (seit Version 3.2) oder <strong>CSV allgemein</strong> für andere Programme.</li>
<li>Klicken Sie auf <strong>Export erstellen</strong>.</li>
</ol>

Sie erhalten ein ZIP-Archiv mit allen Rechnungen und Gutschriften des Monats als PDF und einer Buchungsdatei. Die Dateien sind nach Belegnummer benannt, sodass Ihre Kanzlei jeden Beleg der richtigen Buchung zuordnen kann.

<h2>Erlöskonten zuordnen</h2>
Im Reiter <strong>Export</strong> ordnen Sie jedem Steuerfall ein Erlöskonto zu. Die Kontonummern stimmen Sie am besten mit Ihrer Kanzlei ab; nach dem österreichischen Einheitskontenrahmen sieht das zum Beispiel so aus:

<table>
<thead><tr><th>Steuerfall</th><th>Erlöskonto</th></tr></thead>
<tbody>
<tr><td>Inland 20 %</td><td>4000</td></tr>
<tr><td>Inland 10 %</td><td>4010</td></tr>
<tr><td>Innergemeinschaftliche Lieferung</td><td>4100</td></tr>
<tr><td>Reverse Charge Dienstleistung</td><td>4110</td></tr>
<tr><td>Ausfuhr in Drittländer</td><td>4200</td></tr>
<tr><td>OSS (Privatkunden EU)</td><td>4300</td></tr>
</tbody>
</table>

Den Steuercode, den BMD und RZL je Buchung erwarten, setzt Invoice Forge selbst anhand des Steuerfalls. Die Datei verwendet Strichpunkte als Trennzeichen und die Zeichenkodierung Windows-1252, damit Umlaute in beiden Programmen richtig ankommen.

<h2>Automatischer Versand an die Kanzlei</h2>
Unter <strong>Monatlich versenden</strong> tragen Sie die E-Mail-Adresse Ihrer Kanzlei ein. Invoice Forge schickt den Export des Vormonats dann jeweils am 3. des Monats – so bleiben zwei Tage für verspätete Zahlungseingänge vom Monatsende. Eine Kopie geht an die Adresse des Shop-Administrators.

Ein Export verändert nichts an den Belegen. Sie können ihn also jederzeit erneut erstellen, etwa wenn die Kanzlei die Kontenzuordnung nachträglich ändert.`,
            en: `BMD and RZL are the accounting programs most Austrian tax advisory firms work with. Invoice Forge exports your invoices and credit notes so your accountant can import them without extra work.

<h2>Exporting a month</h2>
<ol>
<li>Go to <strong>WooCommerce → Invoice Forge → Export</strong>.</li>
<li>Choose the month and the format: <strong>BMD</strong>, <strong>RZL</strong> (since version 3.2) or <strong>Generic CSV</strong> for other programs.</li>
<li>Click <strong>Create export</strong>.</li>
</ol>

You get a ZIP archive with every invoice and credit note of the month as a PDF, plus a bookkeeping file. The files are named by document number, so your accountant can match every document to the right entry.

<h2>Mapping revenue accounts</h2>
On the <strong>Export</strong> tab, you assign a revenue account to each tax case. It is best to agree on the account numbers with your accountant; following the Austrian standard chart of accounts, it might look like this:

<table>
<thead><tr><th>Tax case</th><th>Revenue account</th></tr></thead>
<tbody>
<tr><td>Domestic 20 %</td><td>4000</td></tr>
<tr><td>Domestic 10 %</td><td>4010</td></tr>
<tr><td>Intra-Community supply</td><td>4100</td></tr>
<tr><td>Reverse charge service</td><td>4110</td></tr>
<tr><td>Export outside the EU</td><td>4200</td></tr>
<tr><td>OSS (EU consumers)</td><td>4300</td></tr>
</tbody>
</table>

Invoice Forge sets the tax code that BMD and RZL expect for each entry from the tax case. The file uses semicolons as separators and the Windows-1252 character encoding so that umlauts arrive correctly in both programs.

<h2>Sending it to your accountant automatically</h2>
Under <strong>Send monthly</strong>, enter your accountant's e-mail address. Invoice Forge then sends the previous month's export on the 3rd of every month – leaving two days for late payments from the end of the month. A copy goes to the shop administrator's address.

An export never changes any document. You can create it again at any time, for instance if your accountant changes the account mapping later.`,
          },
        },
        {
          slug: "pdf-generation-problems",
          title: { de: "Fehlerbehebung: Das PDF wird nicht erstellt", en: "Troubleshooting: the PDF is not created" },
          content: {
            de: `Die Rechnung fehlt in der Bestellbestätigung, der Download bricht ab oder das PDF sieht nicht so aus wie erwartet? Hier sind die häufigsten Ursachen und was Sie dagegen tun können.

Erster Schritt ist immer das Protokoll: Unter <strong>WooCommerce → Status → Protokolle</strong> wählen Sie die Quelle <code>invoice-forge</code>. Jeder Fehler beim Erstellen eines PDFs steht dort mit Bestellnummer und Ursache.

<h2>Häufige Fehler</h2>
<h3>Die Rechnung hängt nicht an der E-Mail</h3>
Prüfen Sie im Reiter <strong>Allgemein</strong>, bei welchem Bestellstatus die Rechnung entsteht. Ist dort „Fertiggestellt“ eingestellt, hängt sie an der E-Mail zur fertiggestellten Bestellung, nicht an der Bestellbestätigung. Wird die E-Mail selbst nicht verschickt, liegt das Problem beim E-Mail-Versand Ihrer Website, nicht bei Invoice Forge.

<h3>Leere Seite oder Fehler 500 beim Öffnen</h3>
Meist reicht der Arbeitsspeicher für PHP nicht. Für Rechnungen mit vielen Positionen braucht Invoice Forge bis zu 256 MB. Erhöhen Sie den Wert in der <code>wp-config.php</code>:
<pre><code>define( 'WP_MEMORY_LIMIT', '256M' );</code></pre>
Erlaubt Ihr Hoster diesen Wert nicht, hilft nur eine Änderung der PHP-Einstellung <code>memory_limit</code> im Kundenbereich.

<h3>Das Logo fehlt</h3>
Fehlt die PHP-Erweiterung GD oder Imagick, bleibt der Platz für das Logo leer. Bei SVG-Logos mit eingebetteten Schriften oder externen Verweisen hilft es, das Logo als PNG hochzuladen.

<h3>Umlaute erscheinen als Fragezeichen</h3>
Die gewählte Schrift enthält diese Zeichen nicht. Wechseln Sie im Reiter <strong>PDF-Vorlage</strong> zurück auf DejaVu Sans oder laden Sie eine Schrift mit vollständigem Zeichensatz hoch.

<h3>Der Ordner ist nicht beschreibbar</h3>
Invoice Forge speichert PDFs in <code>wp-content/uploads/invoice-forge/</code>. Der Ordner muss für den Webserver beschreibbar sein. Auf Apache schützt eine mitgelieferte <code>.htaccess</code> die Rechnungen vor direktem Abruf. Auf nginx ergänzen Sie diese Regel, damit niemand fremde Rechnungen über ihre Adresse öffnen kann:
<pre><code>location ^~ /wp-content/uploads/invoice-forge/ {
    deny all;
}</code></pre>

<h2>PDF neu erzeugen</h2>
Ist die Ursache behoben, klicken Sie in der Bestellung im Kasten „Rechnung“ auf <strong>PDF neu erzeugen</strong>. Nummer, Datum und Beträge bleiben dabei unverändert, denn Invoice Forge erzeugt das PDF aus den Daten, die beim Ausstellen gespeichert wurden.`,
            en: `The invoice is missing from the order confirmation, the download breaks off, or the PDF does not look as expected? Here are the most common causes and what you can do about them.

The first step is always the log: under <strong>WooCommerce → Status → Logs</strong>, choose the source <code>invoice-forge</code>. Every error while creating a PDF is listed there with the order number and the cause.

<h2>Common problems</h2>
<h3>The invoice is not attached to the e-mail</h3>
Check on the <strong>General</strong> tab at which order status the invoice is created. If it is set to "Completed", the invoice is attached to the "Completed order" e-mail, not to the order confirmation. If the e-mail itself is not sent, the problem lies with your site's e-mail delivery, not with Invoice Forge.

<h3>Blank page or error 500 when opening</h3>
Usually PHP does not have enough memory. For invoices with many items, Invoice Forge needs up to 256 MB. Raise the value in <code>wp-config.php</code>:
<pre><code>define( 'WP_MEMORY_LIMIT', '256M' );</code></pre>
If your host does not allow this value, you will need to change the PHP setting <code>memory_limit</code> in your control panel.

<h3>The logo is missing</h3>
Without the GD or Imagick PHP extension, the space for the logo stays empty. For SVG logos with embedded fonts or external references, uploading the logo as a PNG helps.

<h3>Accented characters show up as question marks</h3>
The chosen font lacks these characters. Switch back to DejaVu Sans on the <strong>PDF template</strong> tab, or upload a font with a complete character set.

<h3>The folder is not writable</h3>
Invoice Forge stores PDFs in <code>wp-content/uploads/invoice-forge/</code>. The web server must be able to write to this folder. On Apache, a bundled <code>.htaccess</code> file protects the invoices from direct access. On nginx, add this rule so nobody can open other people's invoices by their address:
<pre><code>location ^~ /wp-content/uploads/invoice-forge/ {
    deny all;
}</code></pre>

<h2>Regenerating the PDF</h2>
Once the cause is fixed, click <strong>Regenerate PDF</strong> in the "Invoice" box of the order. Number, date and amounts stay the same, because Invoice Forge builds the PDF from the data stored when the invoice was issued.`,
          },
        },
      ],
    },
  ],
};

const accountAndBilling: DemoDocsParent = {
  slug: "account-and-billing",
  title: { de: "Konto und Abrechnung", en: "Account and billing" },
  content: {
    de: `Alles rund um Ihren Einkauf bei WP Studio: wie Sie ein Plugin kaufen, wie wir die Umsatzsteuer berechnen, wo Sie Ihre Rechnungen finden und was gilt, wenn Sie ein Plugin zurückgeben möchten.

Finden Sie hier keine Antwort, schreiben Sie uns über das <a href="/kontakt">Kontaktformular</a>. Wir antworten an Werktagen in der Regel innerhalb eines Tages.`,
    en: `Everything about buying from WP Studio: how to buy a plugin, how we charge VAT, where to find your invoices and what applies if you want to return a plugin.

If you cannot find an answer here, write to us through the <a href="/contact">contact form</a>. On working days we usually reply within one day.`,
  },
  sections: [
    {
      slug: "purchasing",
      title: { de: "Kauf", en: "Buying" },
      content: {
        de: `Sie kaufen unsere Plugins direkt auf dieser Website. Nach der Zahlung stehen Lizenzschlüssel, Download und Rechnung sofort in Ihrem Kundenkonto bereit.`,
        en: `You buy our plugins right here on this site. Once you have paid, your licence key, download and invoice are available in your customer account straight away.`,
      },
      articles: [
        {
          slug: "buying-a-plugin",
          title: { de: "Ein Plugin kaufen", en: "Buying a plugin" },
          content: {
            de: `Auf der Seite jedes kostenpflichtigen Plugins wählen Sie zuerst den passenden Tarif: 1 Website, 5 Websites oder unbegrenzte Websites. Alle Tarife enthalten dieselben Funktionen sowie 12 Monate Updates und Support; sie unterscheiden sich nur in der Zahl der Websites. Mit <strong>Jetzt kaufen</strong> gelangen Sie zur Kasse.

<h2>Kundenkonto</h2>
Für den Kauf brauchen Sie ein Kundenkonto, denn dort verwalten Sie später Ihre Lizenzen und Websites. Haben Sie noch keines, <a href="/registrieren">registrieren</a> Sie sich mit Ihrer E-Mail-Adresse. Das dauert eine Minute; danach kehren Sie direkt zur Kasse zurück.

<h2>Rechnungsdaten</h2>
An der Kasse geben Sie Vor- und Nachname, E-Mail-Adresse, Anschrift, Postleitzahl, Ort und Land an. Kaufen Sie für ein Unternehmen, tragen Sie zusätzlich den Firmennamen ein – er steht dann als Rechnungsempfänger auf der Rechnung.

Bevor Sie bezahlen, zeigt Ihnen die Kasse Nettobetrag, Umsatzsteuer und Gesamtbetrag. Wie sich die Umsatzsteuer nach Ihrem Land richtet, lesen Sie unter <a href="/docs/account-and-billing/purchasing/vat">Umsatzsteuer</a>.

<h2>Bezahlen</h2>
Die Zahlung wickeln wir über Stripe ab. Ihre Karten- und Kontodaten geben Sie direkt bei Stripe ein; sie erreichen unsere Server nie.

<h2>Nach der Zahlung</h2>
Sobald Stripe die Zahlung bestätigt, geschieht alles auf einmal:
<ul>
<li>Ihre Lizenz erscheint unter <a href="/meine-lizenzen">Meine Lizenzen</a>, mit Lizenzschlüssel und Download.</li>
<li>Sie erhalten eine Bestellbestätigung per E-Mail mit dem Lizenzschlüssel.</li>
<li>Die Rechnung als PDF hängt an der E-Mail und liegt unter <a href="/kaufhistorie">Kaufhistorie</a> bereit.</li>
</ul>

Dauert die Bestätigung einmal länger, etwa weil Ihre Bank eine zusätzliche Freigabe verlangt, erscheint die Lizenz automatisch, sobald die Zahlung eingegangen ist. Sie müssen nichts erneut bestellen – und werden auch nie doppelt belastet, wenn Sie die Seite neu laden.

Wie es danach weitergeht, steht unter <a href="/docs/getting-started/installation/installing-a-plugin">Ein Plugin installieren</a>.`,
            en: `On every paid plugin's page, first choose the right tier: 1 site, 5 sites or unlimited sites. All tiers include the same features plus 12 months of updates and support; they differ only in the number of sites. <strong>Purchase Now</strong> takes you to the checkout.

<h2>Customer account</h2>
You need a customer account to buy, because that is where you manage your licences and sites later. If you do not have one yet, <a href="/register">register</a> with your e-mail address. It takes a minute, and then you go straight back to the checkout.

<h2>Billing details</h2>
At the checkout, enter your first and last name, e-mail address, address, postcode, city and country. If you buy for a business, also enter the company name – it then appears as the recipient on the invoice.

Before you pay, the checkout shows the net amount, the VAT and the total. How VAT depends on your country is explained under <a href="/docs/account-and-billing/purchasing/vat?lang=en">VAT</a>.

<h2>Paying</h2>
Payments are processed by Stripe. You enter your card or account details directly with Stripe; they never reach our servers.

<h2>After payment</h2>
As soon as Stripe confirms the payment, everything happens at once:
<ul>
<li>Your licence appears under <a href="/my-licenses">My licences</a>, with the licence key and the download.</li>
<li>You receive an order confirmation by e-mail with the licence key.</li>
<li>The invoice is attached to the e-mail as a PDF and is available under <a href="/purchase-history">Purchase history</a>.</li>
</ul>

If the confirmation takes longer, for instance because your bank asks for an extra approval, the licence appears automatically once the payment has arrived. You do not need to order again – and you are never charged twice if you reload the page.

What comes next is described in <a href="/docs/getting-started/installation/installing-a-plugin?lang=en">Installing a plugin</a>.`,
          },
        },
        {
          slug: "vat",
          title: { de: "Umsatzsteuer", en: "VAT" },
          content: {
            de: `WP Studio ist ein österreichisches Unternehmen. Unsere Plugins sind elektronisch erbrachte Leistungen; welche Umsatzsteuer darauf anfällt, hängt davon ab, wo Sie sitzen und ob Sie als Privatperson oder als Unternehmen kaufen.

<table>
<thead><tr><th>Sie kaufen als …</th><th>Umsatzsteuer</th></tr></thead>
<tbody>
<tr><td>Privatperson oder Unternehmen in Österreich</td><td>20 % österreichische Umsatzsteuer</td></tr>
<tr><td>Privatperson in einem anderen EU-Land</td><td>Umsatzsteuer Ihres Wohnsitzlandes, etwa 19 % in Deutschland</td></tr>
<tr><td>Unternehmen in einem anderen EU-Land mit gültiger UID-Nummer</td><td>keine Umsatzsteuer (Reverse Charge)</td></tr>
<tr><td>Privatperson oder Unternehmen außerhalb der EU</td><td>keine österreichische Umsatzsteuer</td></tr>
</tbody>
</table>

<h2>Unternehmen in der EU</h2>
Kaufen Sie für ein Unternehmen in einem anderen EU-Land, geben Sie an der Kasse Ihre UID-Nummer an. Wir prüfen sie sofort über das VIES-System der EU-Kommission. Ist sie gültig, berechnen wir keine Umsatzsteuer; die Rechnung enthält dann Ihre und unsere UID-Nummer und den Hinweis, dass die Steuerschuld auf Sie als Leistungsempfänger übergeht. Die Umsatzsteuer führen Sie in Ihrem Land selbst ab.

Unternehmen in Österreich zahlen immer 20 % Umsatzsteuer, die sie sich als Vorsteuer zurückholen können.

<h2>Welches Land zählt</h2>
Maßgeblich ist das Land Ihrer Rechnungsanschrift. Achten Sie deshalb darauf, dass es stimmt: Eine nachträgliche Änderung bedeutet eine neue Rechnung, siehe <a href="/docs/account-and-billing/invoices-and-refunds/changing-billing-details">Rechnungsdaten ändern</a>.

<h2>Außerhalb der EU</h2>
Kunden aus der Schweiz, dem Vereinigten Königreich, den USA oder anderen Ländern außerhalb der EU zahlen bei uns keine Umsatzsteuer. Je nach den Regeln Ihres Landes kann dort eine Steuer auf digitale Leistungen anfallen, die Sie selbst abführen.`,
            en: `WP Studio is an Austrian company. Our plugins are electronically supplied services; which VAT applies depends on where you are and whether you buy as a consumer or as a business.

<table>
<thead><tr><th>You buy as …</th><th>VAT</th></tr></thead>
<tbody>
<tr><td>a consumer or business in Austria</td><td>20 % Austrian VAT</td></tr>
<tr><td>a consumer in another EU country</td><td>the VAT of your country of residence, for example 19 % in Germany</td></tr>
<tr><td>a business in another EU country with a valid VAT ID</td><td>no VAT (reverse charge)</td></tr>
<tr><td>a consumer or business outside the EU</td><td>no Austrian VAT</td></tr>
</tbody>
</table>

<h2>Businesses in the EU</h2>
If you buy for a business in another EU country, enter your VAT ID at the checkout. We check it immediately through the European Commission's VIES system. If it is valid, we do not charge VAT; the invoice then shows your VAT ID and ours, and states that VAT is payable by you as the recipient. You account for the VAT in your own country.

Businesses in Austria always pay 20 % VAT, which they can reclaim as input tax.

<h2>Which country counts</h2>
The country of your billing address is what matters. So please make sure it is right: changing it afterwards means a new invoice, see <a href="/docs/account-and-billing/invoices-and-refunds/changing-billing-details?lang=en">Changing billing details</a>.

<h2>Outside the EU</h2>
Customers from Switzerland, the United Kingdom, the USA or other countries outside the EU pay no VAT to us. Depending on your country's rules, a tax on digital services may be due there, which you account for yourself.`,
          },
        },
      ],
    },
    {
      slug: "invoices-and-refunds",
      title: { de: "Rechnungen und Rückerstattungen", en: "Invoices and refunds" },
      content: {
        de: `Zu jeder Zahlung erhalten Sie eine Rechnung, die den österreichischen Vorgaben entspricht und die Sie direkt in Ihre Buchhaltung übernehmen können.

Hier lesen Sie, wo Sie Ihre Rechnungen finden, wie Sie Rechnungsdaten korrigieren lassen und wie eine Rückerstattung abläuft.`,
        en: `For every payment you receive an invoice that meets Austrian requirements and can go straight into your bookkeeping.

Here you can read where to find your invoices, how to have billing details corrected and how a refund works.`,
      },
      articles: [
        {
          slug: "downloading-invoices",
          title: { de: "Rechnungen herunterladen", en: "Downloading invoices" },
          content: {
            de: `Ihre Rechnung schicken wir Ihnen unmittelbar nach der Zahlung als PDF im Anhang der Bestellbestätigung. Zusätzlich finden Sie alle Rechnungen jederzeit in Ihrem Kundenkonto.

<h2>Kaufhistorie</h2>
Unter <a href="/kaufhistorie">Kaufhistorie</a> sehen Sie alle Bestellungen mit Datum, Plugin, Tarif und Betrag. Neben jeder Bestellung laden Sie die Rechnung als PDF herunter. Gibt es zu einer Bestellung eine Gutschrift, etwa nach einer Rückerstattung, steht sie direkt darunter.

Verlängerungen sind eigene Bestellungen mit eigener Rechnung. So sehen Sie auf einen Blick, was Sie wann bezahlt haben.

<h2>Sprache der Rechnung</h2>
Die Rechnung wird in der Sprache ausgestellt, in der Sie bestellt haben: Deutsch oder Englisch. Brauchen Sie für Ihre Buchhaltung die andere Sprache, schreiben Sie uns. Wir senden Ihnen eine Übersetzung zur Information; rechtlich maßgeblich bleibt die ursprüngliche Rechnung.

<h2>Elektronische Rechnungen</h2>
Unsere Rechnungen sind elektronische Rechnungen im Sinne des Umsatzsteuergesetzes. Sie brauchen sie nicht auszudrucken; heben Sie das PDF einfach so auf, wie Sie es erhalten haben. Unternehmen in Österreich müssen Rechnungen in der Regel sieben Jahre lang aufbewahren.

<h2>Rechnungen an die Buchhaltung weitergeben</h2>
Bitte geben Sie Ihr Passwort nicht an Ihre Buchhaltung oder Ihre Steuerberatung weiter. Leiten Sie stattdessen die E-Mail mit der Rechnung weiter oder laden Sie die PDFs aus der Kaufhistorie herunter und legen Sie sie dort ab, wo Ihre Kanzlei sie abholt.

<h2>Rechnung nicht erhalten?</h2>
Sehen Sie zuerst im Spam-Ordner nach, denn PDF-Anhänge landen dort gelegentlich. Fehlt die Rechnung auch in der Kaufhistorie, ist die Zahlung vermutlich noch nicht bestätigt. Das kann bei manchen Banken einige Minuten dauern. Erscheint sie auch nach einer Stunde nicht, schreiben Sie uns mit dem Datum und dem Betrag der Zahlung.`,
            en: `We send you your invoice right after payment as a PDF attached to the order confirmation. You can also find all your invoices in your customer account at any time.

<h2>Purchase history</h2>
<a href="/purchase-history">Purchase history</a> lists all your orders with date, plugin, tier and amount. Next to each order you can download the invoice as a PDF. If an order has a credit note, for example after a refund, it is listed right below.

Renewals are orders of their own with their own invoice. That way you can see at a glance what you paid and when.

<h2>Language of the invoice</h2>
The invoice is issued in the language you ordered in: German or English. If your bookkeeping needs the other language, write to us. We will send you a translation for your information; the original invoice remains the legally relevant document.

<h2>Electronic invoices</h2>
Our invoices are electronic invoices within the meaning of VAT law. You do not need to print them; simply keep the PDF as you received it. Businesses in Austria generally have to keep invoices for seven years.

<h2>Passing invoices on to your accountant</h2>
Please do not give your password to your bookkeeper or tax adviser. Instead, forward the e-mail with the invoice, or download the PDFs from your purchase history and put them wherever your accountant collects them.

<h2>No invoice received?</h2>
First check your spam folder, as PDF attachments occasionally end up there. If the invoice is missing from your purchase history too, the payment has probably not been confirmed yet. With some banks this takes a few minutes. If it still does not appear after an hour, write to us with the date and amount of the payment.`,
          },
        },
        {
          slug: "changing-billing-details",
          title: { de: "Rechnungsdaten ändern", en: "Changing billing details" },
          content: {
            de: `Ihre Rechnungsdaten geben Sie bei jedem Kauf an der Kasse an. Für künftige Käufe und Verlängerungen tragen Sie dort also einfach die neuen Daten ein, etwa nach einem Umzug oder einer Umfirmierung.

<h2>Eine bereits ausgestellte Rechnung korrigieren</h2>
Eine ausgestellte Rechnung dürfen wir nicht nachträglich bearbeiten: Jede Rechnungsnummer ist mit genau einem Beleg verbunden, und dieser muss unverändert bleiben. Ist auf Ihrer Rechnung etwas falsch, korrigieren wir sie so:

<ol>
<li>Wir stornieren die ursprüngliche Rechnung mit einer Gutschrift.</li>
<li>Wir stellen eine neue Rechnung mit den richtigen Daten aus. Das Leistungsdatum bleibt gleich.</li>
<li>Sie erhalten beide Belege per E-Mail; in Ihrer Kaufhistorie stehen sie bei der ursprünglichen Bestellung.</li>
</ol>

Für Sie entstehen dabei keine Kosten, und an Ihrer Lizenz ändert sich nichts.

<h2>So beantragen Sie eine Korrektur</h2>
Schreiben Sie uns über das <a href="/kontakt">Kontaktformular</a> von der E-Mail-Adresse Ihres Kundenkontos aus. Geben Sie die Rechnungsnummer an und die Daten, wie sie richtig lauten sollen, zum Beispiel:

Rechnungsnummer: RE-2026-00318
Firma: Mustermann Webdesign e.U.
Anschrift: Landstraßer Hauptstraße 71, 1030 Wien

Wir erledigen Korrekturen in der Regel am selben oder am nächsten Werktag.

<h2>UID-Nummer nachträglich angeben</h2>
Haben Sie als Unternehmen aus einem anderen EU-Land vergessen, Ihre UID-Nummer anzugeben, und deshalb Umsatzsteuer bezahlt? Schicken Sie uns die Nummer innerhalb von 30 Tagen nach dem Kauf. War sie zum Zeitpunkt des Kaufs gültig, stellen wir die Rechnung ohne Umsatzsteuer neu aus und erstatten Ihnen den Steuerbetrag auf das ursprüngliche Zahlungsmittel.

Nach Ablauf der 30 Tage holen Sie sich die österreichische Umsatzsteuer über das Vorsteuer-Erstattungsverfahren zurück; Ihre Steuerberatung weiß, wie das geht.`,
            en: `You enter your billing details at the checkout with every purchase. For future purchases and renewals, simply enter the new details there, for example after a move or a change of company name.

<h2>Correcting an invoice that has already been issued</h2>
We may not edit an issued invoice afterwards: every invoice number belongs to exactly one document, and that document must stay unchanged. If something on your invoice is wrong, we correct it like this:

<ol>
<li>We cancel the original invoice with a credit note.</li>
<li>We issue a new invoice with the correct details. The date of supply stays the same.</li>
<li>You receive both documents by e-mail; in your purchase history they are listed with the original order.</li>
</ol>

This costs you nothing, and your licence is not affected.

<h2>How to request a correction</h2>
Write to us through the <a href="/contact">contact form</a> from the e-mail address of your customer account. State the invoice number and the details as they should read, for example:

Invoice number: RE-2026-00318
Company: Northfield Web Studio Ltd
Address: 14 Market Street, Leeds LS1 6DT, United Kingdom

We usually make corrections the same or the next working day.

<h2>Adding a VAT ID afterwards</h2>
Did you buy for a business in another EU country, forget to enter your VAT ID and therefore pay VAT? Send us the number within 30 days of the purchase. If it was valid at the time of purchase, we reissue the invoice without VAT and refund the VAT amount to the original payment method.

After those 30 days, you can reclaim the Austrian VAT through the EU VAT refund procedure; your tax adviser knows how it works.`,
          },
        },
        {
          slug: "refunds",
          title: { de: "Rückerstattung", en: "Refunds" },
          content: {
            de: `Sie sollen ein Plugin nicht behalten müssen, das für Sie nicht passt. Deshalb erstatten wir Ihnen innerhalb von 30 Tagen nach dem Kauf den vollen Betrag, ohne dass Sie einen Grund angeben müssen.

<h2>So funktioniert es</h2>
Schreiben Sie uns über das <a href="/kontakt">Kontaktformular</a> von der E-Mail-Adresse Ihres Kundenkontos aus und nennen Sie Ihre Bestellnummer oder Rechnungsnummer. Wir freuen uns, wenn Sie uns kurz sagen, was nicht gepasst hat; oft lässt sich ein Problem auch lösen. Eine Bedingung für die Erstattung ist das aber nicht.

Nach der Erstattung:
<ul>
<li>erhalten Sie eine Gutschrift über den erstatteten Betrag per E-Mail,</li>
<li>wird die Lizenz beendet und auf allen Websites deaktiviert,</li>
<li>geht das Geld auf das Zahlungsmittel zurück, mit dem Sie bezahlt haben.</li>
</ul>

Bei Kartenzahlungen sehen Sie die Gutschrift je nach Bank nach 5 bis 10 Werktagen auf Ihrer Abrechnung.

Das Plugin selbst verschwindet nicht von Ihrer Website, erhält aber keine Updates mehr. Bitte löschen Sie es, wenn Sie es nicht mehr verwenden.

<h2>Verlängerungen</h2>
Die 30 Tage gelten auch für Verlängerungen. Haben Sie eine Lizenz verlängert und brauchen Sie das Plugin doch nicht mehr, erstatten wir die Verlängerung; die Lizenz läuft dann zum ursprünglichen Datum ab.

<h2>Wechsel in einen größeren Tarif</h2>
Möchten Sie statt einer Erstattung in einen größeren Tarif wechseln, zahlen Sie unter <a href="/meine-lizenzen">Meine Lizenzen</a> mit „Upgrade“ nur den Unterschied zwischen den beiden Tarifen. Mehr dazu unter <a href="/docs/getting-started/licences/site-limits">Website-Limits</a>.

<h2>Ihr gesetzliches Rücktrittsrecht</h2>
Als Verbraucherin oder Verbraucher haben Sie nach dem Fern- und Auswärtsgeschäfte-Gesetz grundsätzlich 14 Tage Zeit, vom Vertrag zurückzutreten. Bei digitalen Inhalten erlischt dieses Recht, sobald der Download beginnt, wenn Sie dem an der Kasse ausdrücklich zugestimmt haben. Unsere 30-Tage-Erstattung gilt unabhängig davon und geht darüber hinaus – auch nach dem Download und auch für Unternehmen.

Nach Ablauf der 30 Tage erstatten wir Käufe nur, wenn wir einen Mangel des Plugins nicht beheben können.`,
            en: `You should not have to keep a plugin that does not suit you. That is why we refund the full amount within 30 days of purchase, no reason needed.

<h2>How it works</h2>
Write to us through the <a href="/contact">contact form</a> from the e-mail address of your customer account and give your order or invoice number. We are glad if you tell us briefly what did not work for you; often a problem can be solved. But that is not a condition for the refund.

After the refund:
<ul>
<li>you receive a credit note for the refunded amount by e-mail,</li>
<li>the licence ends and is deactivated on all sites,</li>
<li>the money goes back to the payment method you used.</li>
</ul>

For card payments, the refund shows on your statement after 5 to 10 working days, depending on your bank.

The plugin itself does not disappear from your site, but it no longer receives updates. Please delete it if you no longer use it.

<h2>Renewals</h2>
The 30 days apply to renewals too. If you renewed a licence and no longer need the plugin after all, we refund the renewal; the licence then expires on its original date.

<h2>Moving to a larger tier</h2>
If you would rather move to a larger tier than get a refund, use “Upgrade” under <a href="/my-licenses">My licences</a>: you pay only the difference between the two tiers. See <a href="/docs/getting-started/licences/site-limits?lang=en">Site limits</a> for details.

<h2>Your statutory right of withdrawal</h2>
As a consumer, Austrian distance-selling law (FAGG) generally gives you 14 days to withdraw from the contract. For digital content, this right ends once the download starts, if you expressly agreed to that at the checkout. Our 30-day refund applies regardless and goes further – also after the download and also for businesses.

After the 30 days, we only refund purchases if we cannot fix a defect in the plugin.`,
          },
        },
      ],
    },
    {
      slug: "your-account",
      title: { de: "Ihr Kundenkonto", en: "Your account" },
      content: {
        de: `In Ihrem Kundenkonto verwalten Sie Lizenzen, Websites und Rechnungen. Hier erfahren Sie, wie Sie Ihr Konto schützen und wie Agenturen Lizenzen für Kundenprojekte handhaben.`,
        en: `Your customer account is where you manage licences, sites and invoices. Here you can learn how to keep your account safe and how agencies handle licences for client projects.`,
      },
      articles: [
        {
          slug: "signing-in-and-password",
          title: { de: "Anmeldung und Passwort", en: "Signing in and your password" },
          content: {
            de: `Sie melden sich auf der Seite <a href="/anmelden">Anmelden</a> mit Ihrer E-Mail-Adresse oder Ihrem Benutzernamen und Ihrem Passwort an. Nach der Anmeldung finden Sie im Menü „Meine Lizenzen“, über Ihr Konto-Menü rechts oben erreichen Sie außerdem das Zurücksetzen des Passworts und die Abmeldung.

<h2>Passwort vergessen</h2>
Öffnen Sie <a href="/reset-password">Passwort zurücksetzen</a> und geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen. Der Link ist nur kurze Zeit gültig und lässt sich nur einmal verwenden.

Kommt keine E-Mail an, sehen Sie im Spam-Ordner nach und prüfen Sie, ob Sie die Adresse verwenden, mit der Sie gekauft haben. Aus Sicherheitsgründen verraten wir auf der Seite nicht, ob zu einer Adresse ein Konto besteht.

<h2>Ein gutes Passwort</h2>
Ihr Konto enthält Ihre Lizenzschlüssel und Rechnungen. Verwenden Sie deshalb ein Passwort, das Sie nirgendwo sonst nutzen. Am einfachsten ist ein Passwort-Manager, der ein langes, zufälliges Passwort erzeugt und sich für Sie merkt.

Wir speichern Ihr Passwort nie im Klartext, sondern nur in einer Form, aus der es sich nicht zurückrechnen lässt. Deshalb können wir es Ihnen auch nicht schicken – nur einen Link zum Zurücksetzen.

<h2>E-Mail-Adresse ändern</h2>
Wechselt Ihre E-Mail-Adresse, etwa weil jemand das Unternehmen verlässt, schreiben Sie uns bitte von der bisherigen Adresse aus. Ist diese nicht mehr erreichbar, schicken Sie uns die Nummer einer Ihrer Rechnungen mit; wir melden uns dann zur Bestätigung unter einer bekannten Telefonnummer.

<h2>Konto löschen</h2>
Sie können Ihr Konto jederzeit löschen lassen. Rechnungen müssen wir aus steuerlichen Gründen sieben Jahre aufbewahren; alle übrigen Daten löschen wir. Aktive Lizenzen enden mit der Löschung.`,
            en: `You sign in on the <a href="/login">Login</a> page with your e-mail address or username and your password. Once signed in, "My licences" appears in the menu, and the account menu at the top right lets you reset your password or sign out.

<h2>Forgotten password</h2>
Open <a href="/reset-password?lang=en">Reset password</a> and enter your e-mail address. We send you a link to set a new password. The link is only valid for a short time and can only be used once.

If no e-mail arrives, check your spam folder and make sure you are using the address you bought with. For security reasons, the page does not reveal whether an account exists for an address.

<h2>A good password</h2>
Your account holds your licence keys and invoices. So use a password you do not use anywhere else. The easiest way is a password manager that creates a long, random password and remembers it for you.

We never store your password in plain text, only in a form it cannot be recovered from. That is also why we cannot send it to you – only a link to reset it.

<h2>Changing your e-mail address</h2>
If your e-mail address changes, for example because someone leaves the company, please write to us from the previous address. If it can no longer be reached, include the number of one of your invoices; we will then confirm with you by phone on a number we already know.

<h2>Deleting your account</h2>
You can have your account deleted at any time. We must keep invoices for seven years for tax reasons; all other data is deleted. Active licences end with the deletion.`,
          },
        },
        {
          slug: "licences-for-client-projects",
          title: { de: "Lizenzen für Kundenprojekte", en: "Licences for client projects" },
          content: {
            de: `Viele unserer Kundinnen und Kunden sind Agenturen und Freelancer, die WordPress-Websites für andere bauen. Für sie gibt es zwei bewährte Wege, mit Lizenzen umzugehen.

<h2>Weg 1: Die Lizenz bleibt bei Ihnen</h2>
Sie kaufen den Tarif mit 5 oder unbegrenzten Websites und aktivieren den Schlüssel auf den Websites Ihrer Kunden. Das passt, wenn Sie die Websites auch nach dem Launch betreuen, etwa im Rahmen eines Wartungsvertrags.

Vorteile: Sie haben alle Aktivierungen unter „Meine Lizenzen“ im Blick, bekommen die Erinnerungen vor dem Ablauf und verlängern einmal für alle Websites. Die Kosten geben Sie über Ihren Wartungsvertrag weiter.

Beachten Sie: Endet die Zusammenarbeit mit einem Kunden, klicken Sie auf dessen Website auf der Lizenzseite des Plugins auf „Lizenz deaktivieren“ oder deaktivieren die Website unter „Meine Lizenzen“. Das Plugin läuft dort weiter, erhält aber keine Updates mehr, bis Ihr Kunde eine eigene Lizenz kauft.

<h2>Weg 2: Ihr Kunde kauft selbst</h2>
Ihr Kunde kauft die Lizenz mit eigenem Kundenkonto und gibt Ihnen den Schlüssel für die Einrichtung. Rechnung, Verlängerung und Support laufen dann direkt zwischen Ihrem Kunden und uns. Das passt, wenn Sie ein Projekt übergeben und danach nicht mehr betreuen.

<h2>Eine Lizenz an den Kunden übertragen</h2>
Haben Sie eine einzelne Lizenz für ein Projekt gekauft und möchten Sie sie bei der Übergabe an Ihren Kunden weitergeben, übertragen wir sie gerne in dessen Kundenkonto. Schreiben Sie uns dazu von der E-Mail-Adresse Ihres Kontos aus und nennen Sie:
<ul>
<li>den Lizenzschlüssel oder die Bestellnummer,</li>
<li>die E-Mail-Adresse des Kundenkontos, das die Lizenz erhalten soll.</li>
</ul>

Ihr Kunde braucht dafür bereits ein Kundenkonto. Die Lizenz behält ihren Schlüssel, ihre Aktivierungen und ihr Ablaufdatum; auf der Website ändert sich nichts. Die Rechnung bleibt bei Ihnen, denn Sie haben die Lizenz bezahlt – Verlängerungen stellen wir dann Ihrem Kunden in Rechnung.

Lizenzen mit 5 oder unbegrenzten Websites übertragen wir nur als Ganzes, nicht einzelne Aktivierungen daraus.`,
            en: `Many of our customers are agencies and freelancers who build WordPress sites for others. There are two proven ways for them to handle licences.

<h2>Option 1: the licence stays with you</h2>
You buy the 5-site or unlimited tier and activate the key on your clients' sites. This fits if you look after the sites after launch as well, for example under a maintenance contract.

The advantages: you see every activation under "My licences", receive the reminders before expiry and renew once for all sites. You pass on the cost through your maintenance contract.

Keep in mind: when you stop working with a client, click “Deactivate licence” on the plugin's licence screen on their site, or deactivate the site under “My licences”. The plugin keeps running there but no longer receives updates until your client buys a licence of their own.

<h2>Option 2: your client buys it</h2>
Your client buys the licence with their own customer account and gives you the key for the setup. Invoice, renewal and support then run directly between your client and us. This fits if you hand a project over and do not look after it afterwards.

<h2>Transferring a licence to your client</h2>
If you bought a single licence for a project and want to hand it to your client at handover, we are happy to move it to their customer account. Write to us from your account's e-mail address and include:
<ul>
<li>the licence key or the order number,</li>
<li>the e-mail address of the customer account that should receive the licence.</li>
</ul>

Your client needs a customer account for this. The licence keeps its key, its activations and its expiry date; nothing changes on the site. The invoice stays with you, since you paid for the licence – renewals will then be invoiced to your client.

We transfer 5-site and unlimited licences only as a whole, not single activations from them.`,
          },
        },
      ],
    },
  ],
};

const workingWithUs: DemoDocsParent = {
  slug: "working-with-us",
  title: { de: "Zusammenarbeit mit uns", en: "Working with us" },
  content: {
    de: `So beauftragen Sie uns mit Entwicklungsarbeit – einer WordPress-Website, einem eigenen Plugin, einer App, individueller Software oder einer KI-Funktion: Sie legen in Ihrem Kundenkonto eine Aufgabe an, besprechen sie mit uns im Chat, erhalten ein verbindliches Angebot mit normaler und schneller Lieferung und bezahlen mit vorausbezahltem Guthaben in Euro oder Dollar.

Was dabei rechtlich gilt, steht in unseren <a href="/impressum#terms">Allgemeinen Geschäftsbedingungen</a>; welche Daten wir dafür speichern, in der <a href="/datenschutz#privacy-tasks">Datenschutzerklärung</a>.`,
    en: `How to commission development work from us – a WordPress site, a plugin of your own, an app, custom software or an AI feature: you create a task in your customer account, discuss it with us in the chat, receive a binding offer with normal and fast delivery, and pay with prepaid credits in euros or dollars.

What applies legally is set out in our <a href="/terms-and-agreements#terms">terms and conditions</a>; which data we store for it, in the <a href="/privacy#privacy-tasks">privacy policy</a>.`,
  },
  sections: [
    {
      slug: "commissioning-work",
      title: { de: "Aufträge erteilen", en: "Commissioning work" },
      content: {
        de: `Vom ersten Entwurf bis zum angenommenen Angebot: wie Sie eine Aufgabe anlegen, wie Sie mit uns im Arbeitsbereich der Aufgabe zusammenarbeiten und was ein Angebot enthält.`,
        en: `From the first draft to the accepted offer: how to create a task, how to work with us in the task's workroom and what an offer contains.`,
      },
      articles: [
        {
          slug: "starting-a-task",
          title: { de: "Eine Aufgabe anlegen", en: "Starting a task" },
          content: {
            de: `Eine Aufgabe ist Ihre Anfrage an uns. Sie legen sie unter <a href="/aufgaben/neu">Neue Aufgabe</a> an; dorthin führen auch „Projekt anfragen“ im Kopf der Seite und „Aufgabe starten“ auf den Seiten unserer Leistungen, die die passende Leistung gleich auswählen.

<h2>Was wir wissen müssen</h2>
<ul>
<li><strong>Titel:</strong> ein Satz, an dem Sie die Aufgabe später wiedererkennen, etwa „Buchungs-Plugin für unsere Kurse“.</li>
<li><strong>Beschreibung:</strong> was entstehen soll, für wen und warum. Je konkreter, desto genauer unser Angebot: vorhandene Systeme, gewünschte Abläufe, Beispiele, die Ihnen gefallen.</li>
<li><strong>Leistung:</strong> Webentwicklung, App-Entwicklung, individuelle Softwareentwicklung oder KI-Entwicklung.</li>
<li><strong>Wunschtermin und Budget</strong> (beide freiwillig): helfen uns, Umfang und Lieferart passend vorzuschlagen.</li>
<li><strong>Dateien</strong> (freiwillig): Briefings, Entwürfe, Screenshots, Exporte. Jede Datei darf bis zu 25 MB groß sein, alle Dateien einer Aufgabe zusammen 100 MB. Wir prüfen jede Datei vor dem Speichern auf Schadsoftware; eine Datei, die sich nicht prüfen lässt, nehmen wir nicht an.</li>
</ul>

<h2>Ohne Kundenkonto beginnen</h2>
Sie können die Aufgabe auch abgemeldet ausfüllen. Beim Absenden melden Sie sich an oder <a href="/registrieren">registrieren</a> sich; danach ist alles, was Sie eingegeben haben, wieder da. Den Entwurf bewahren wir 7 Tage auf.

<h2>Wie es weitergeht</h2>
Die Aufgabe erscheint sofort bei uns. Wir lesen sie, stellen Rückfragen im Chat und schreiben Ihnen ein Angebot. Eine Aufgabe ist noch kein Auftrag und kostet nichts. Ihre Aufgaben mit ihrem Stand und ungelesenen Nachrichten finden Sie unter <a href="/aufgaben">Aufgaben</a> im Konto-Menü.`,
            en: `A task is your request to us. You create it under <a href="/tasks/new">New task</a>; "Request a project" in the page header and "Start a task" on our service pages lead there too, the latter with the matching service already chosen.

<h2>What we need to know</h2>
<ul>
<li><strong>Title:</strong> a sentence you will recognise the task by later, such as "Booking plugin for our courses".</li>
<li><strong>Description:</strong> what should be built, for whom and why. The more concrete, the more precise our offer: existing systems, the workflows you want, examples you like.</li>
<li><strong>Service:</strong> web development, app development, custom development or AI development.</li>
<li><strong>Desired date and budget</strong> (both optional): help us propose a scope and delivery speed that fit.</li>
<li><strong>Files</strong> (optional): briefs, drafts, screenshots, exports. Each file may be up to 25 MB, all files of a task together 100 MB. We check every file for malware before we store it; a file that cannot be checked is not accepted.</li>
</ul>

<h2>Starting without an account</h2>
You can fill in the task while signed out. When you send it, you sign in or <a href="/register">register</a>, and everything you entered is back. We keep the draft for 7 days.

<h2>What happens next</h2>
The task reaches us at once. We read it, ask questions in the chat and write you an offer. A task is not yet an order and costs nothing. Your tasks, with their state and unread messages, are under <a href="/tasks">Tasks</a> in the account menu.`,
          },
        },
        {
          slug: "the-workroom",
          title: { de: "Der Arbeitsbereich: Chat und Dateien", en: "The workroom: chat and files" },
          content: {
            de: `Jede Aufgabe hat ihren eigenen Arbeitsbereich. Dort stehen die Aufgabe selbst, der Chat mit uns, die Angebote und ein Verlauf, der festhält, was wann geschehen ist – vom Anlegen über jedes Angebot bis zur Annahme.

<h2>Der Chat</h2>
Schreiben Sie in das Feld <strong>Nachricht</strong> und klicken Sie auf <strong>Senden</strong>. Zeilenumbrüche bleiben erhalten, Adressen werden zu Links, und Sie können Dateien anhängen (bis zu 25 MB je Datei, 100 MB je Aufgabe). Neue Nachrichten, Angebote und Änderungen erscheinen ohne Neuladen, auf beiden Seiten; auch ohne JavaScript funktioniert alles über normale Formulare.

<h2>Benachrichtigungen</h2>
Haben Sie eine Nachricht von uns nach 5 Minuten noch nicht gelesen, schicken wir Ihnen eine E-Mail – mehrere Nachrichten gesammelt in einer. Über ein neues Angebot und über eingegangene Aufladungen informieren wir Sie sofort. Umgekehrt erfahren wir genauso von Ihren Nachrichten.

<h2>Wer mitliest</h2>
Ihre Aufgaben, Nachrichten und Dateien sehen nur Sie und unser Team. Dateien werden immer als Download ausgeliefert, nie im Browser geöffnet.`,
            en: `Every task has its own workroom. It holds the task itself, the chat with us, the offers and a timeline that records what happened when – from creating the task through every offer to its acceptance.

<h2>The chat</h2>
Type into the <strong>Message</strong> field and click <strong>Send</strong>. Line breaks are kept, addresses become links, and you can attach files (up to 25 MB each, 100 MB per task). New messages, offers and changes appear without reloading, on both sides; without JavaScript everything still works through ordinary forms.

<h2>Notifications</h2>
If you have not read a message from us after 5 minutes, we send you an e-mail – several messages collected in one. We tell you about a new offer and about a received top-up right away. We are told about your messages the same way.

<h2>Who can read it</h2>
Only you and our team see your tasks, messages and files. Files are always served as a download, never opened in the browser.`,
          },
        },
        {
          slug: "offers-and-delivery-options",
          title: { de: "Angebote und Lieferarten", en: "Offers and delivery options" },
          content: {
            de: `Sobald klar ist, was entstehen soll, schreiben wir Ihnen ein Angebot im Arbeitsbereich der Aufgabe. Es ist verbindlich bis zu dem Datum, das darin steht.

<h2>Was ein Angebot enthält</h2>
<ul>
<li><strong>Leistungsumfang:</strong> was wir liefern – und damit auch, was nicht dazugehört.</li>
<li><strong>Währung:</strong> EUR oder USD. Bezahlt wird aus Ihrem Guthaben in dieser Währung.</li>
<li><strong>Normal</strong> und, wo möglich, <strong>Schnell</strong>: jeweils mit Nettopreis und voraussichtlichem Liefertermin. Bei schneller Lieferung arbeiten wir vorrangig an Ihrer Aufgabe.</li>
<li><strong>Teillieferungen</strong> (wenn vereinbart): benannte Teile mit ihrem Anteil am Preis, zusammen der ganze Preis.</li>
<li><strong>Gültig bis:</strong> danach lässt sich das Angebot nicht mehr annehmen; fragen Sie uns im Chat nach einem neuen.</li>
</ul>

Für jede Lieferart sehen Sie Nettopreis, Umsatzsteuer und Gesamtbetrag, berechnet aus Ihren Rechnungsdaten: 20 % in Österreich, für Verbraucher in anderen EU-Staaten der Satz ihres Landes, für Unternehmen in anderen EU-Staaten mit gültiger UID-Nummer Übergang der Steuerschuld, außerhalb der EU keine Umsatzsteuer.

<h2>Änderungen</h2>
Möchten Sie etwas anders haben, sagen Sie es uns im Chat. Wir schicken dann ein geändertes Angebot; es ersetzt das offene. Jede frühere Fassung bleibt unverändert im Verlauf – was angeboten und angenommen wurde, lässt sich immer nachlesen.

<h2>Annehmen</h2>
Wählen Sie eine Lieferart und klicken Sie auf <strong>Angebot annehmen</strong>. Damit kommt der Vertrag zustande; wir halten Zeitpunkt, Wortlaut und das angenommene Angebot fest. Der Gesamtbetrag wird sofort in Ihrem Guthaben reserviert, und wir beginnen mit der Arbeit. Reicht das Guthaben nicht, lesen Sie weiter unter <a href="/docs/working-with-us/credits-and-payment/reservation-delivery-and-invoices">Reservierung, Lieferung und Rechnung</a>.`,
            en: `Once it is clear what should be built, we write you an offer in the task's workroom. It is binding until the date it states.

<h2>What an offer contains</h2>
<ul>
<li><strong>Scope:</strong> what we deliver – and so also what is not included.</li>
<li><strong>Currency:</strong> EUR or USD. It is paid from your credits in that currency.</li>
<li><strong>Normal</strong> and, where possible, <strong>Fast</strong>: each with a net price and an expected delivery date. With fast delivery, your task gets priority.</li>
<li><strong>Partial deliveries</strong> (if agreed): named parts with their share of the price, together the whole price.</li>
<li><strong>Valid until:</strong> after that date the offer can no longer be accepted; ask us for a new one in the chat.</li>
</ul>

For each delivery option you see the net price, the VAT and the total, calculated from your billing details: 20% in Austria, the rate of their country for consumers in other EU countries, reverse charge for businesses in other EU countries with a valid VAT ID, and no VAT outside the EU.

<h2>Changes</h2>
If you would like something different, tell us in the chat. We then send an amended offer; it replaces the open one. Every earlier version stays unchanged in the timeline – what was offered and accepted can always be read again.

<h2>Accepting</h2>
Choose a delivery option and click <strong>Accept offer</strong>. This concludes the contract; we record the time, the wording and the offer you accepted. The total is reserved from your credits straight away, and we start work. If your credits do not cover it, read on in <a href="/docs/working-with-us/credits-and-payment/reservation-delivery-and-invoices?lang=en">Reservation, delivery and invoices</a>.`,
          },
        },
      ],
    },
    {
      slug: "credits-and-payment",
      title: { de: "Guthaben und Bezahlung", en: "Credits and payment" },
      content: {
        de: `Entwicklungsarbeit bezahlen Sie mit vorausbezahltem Guthaben in Euro oder Dollar. Hier lesen Sie, wie Sie aufladen, wann Guthaben reserviert und abgebucht wird und was bei einer Stornierung oder Rückzahlung gilt.`,
        en: `You pay for development work with prepaid credits in euros or dollars. Here you can read how to top up, when credits are reserved and debited, and what applies to a cancellation or a payback.`,
      },
      articles: [
        {
          slug: "topping-up-credits",
          title: { de: "Guthaben aufladen", en: "Topping up credits" },
          content: {
            de: `Ihr Guthaben finden Sie unter <a href="/guthaben">Guthaben</a> im Konto-Menü: ein Guthaben je Währung, Euro und Dollar, jeweils mit verfügbarem und reserviertem Betrag.

<h2>Aufladen</h2>
<ol>
<li>Klicken Sie auf <strong>Aufladen</strong>.</li>
<li>Wählen Sie die Währung – die des Angebots, das Sie bezahlen möchten – und einen Betrag zwischen 50 und 20.000.</li>
<li>Bezahlen Sie wie im Shop; Ihre Karten- und Kontodaten geben Sie direkt bei unserem Zahlungsdienstleister ein.</li>
</ol>
Sobald die Zahlung bestätigt ist, steht das Guthaben bereit, und wir schicken Ihnen eine Bestätigung per E-Mail. Jede Zahlung wird genau einmal gutgeschrieben, auch wenn Sie die Seite neu laden.

<h2>Was ein Guthaben wert ist</h2>
1 Guthaben entspricht 1,00 EUR beziehungsweise 1,00 USD. Guthaben verfällt nicht. Euro- und Dollar-Guthaben werden getrennt geführt und nicht umgerechnet.

<h2>Umsatzsteuer</h2>
Eine Aufladung ist eine Vorauszahlung für Leistungen, die noch nicht feststehen; ihre Zahlungsbestätigung weist deshalb keine Umsatzsteuer aus. Die Umsatzsteuer steht auf der Rechnung für die gelieferte Leistung.

<h2>Kontoauszug</h2>
Unter dem Guthaben sehen Sie jede Bewegung mit Datum, Bezug (Aufladung, reserviert für ein Angebot, freigegeben …) und laufendem Saldo. Als CSV-Datei heruntergeladen, passt der Auszug in jede Tabellenkalkulation und in Ihre Buchhaltung.`,
            en: `Your credits are under <a href="/credits">Credits</a> in the account menu: one balance per currency, euros and dollars, each with its available and reserved amount.

<h2>Topping up</h2>
<ol>
<li>Click <strong>Top up</strong>.</li>
<li>Choose the currency – that of the offer you want to pay – and an amount between 50 and 20,000.</li>
<li>Pay as in the shop; you enter your card or account details directly with our payment service provider.</li>
</ol>
As soon as the payment is confirmed, the credits are available and we send you a confirmation by e-mail. Every payment is credited exactly once, even if you reload the page.

<h2>What a credit is worth</h2>
One credit is worth EUR 1.00 or USD 1.00. Credits never expire. Euro and dollar credits are kept apart and never converted.

<h2>VAT</h2>
A top-up is a prepayment for services not yet determined, so its receipt shows no VAT. VAT appears on the invoice for the work delivered.

<h2>Statement</h2>
Below your balances you see every movement with its date, reference (top-up, reserved for an offer, released …) and running balance. Downloaded as a CSV file, the statement fits into any spreadsheet and into your bookkeeping.`,
          },
        },
        {
          slug: "reservation-delivery-and-invoices",
          title: { de: "Reservierung, Lieferung und Rechnung", en: "Reservation, delivery and invoices" },
          content: {
            de: `Wenn Sie ein Angebot annehmen, reservieren wir seinen Gesamtbetrag – Nettopreis und Umsatzsteuer – in Ihrem Guthaben der Währung des Angebots. Reserviertes Guthaben gehört weiter Ihnen, steht aber für nichts anderes mehr zur Verfügung. Wir beginnen mit der Arbeit, sobald die Reservierung besteht.

<h2>Wenn das Guthaben nicht reicht</h2>
Die Annahme gilt trotzdem. Die Aufgabe zeigt Ihnen genau, wie viel fehlt, mit einem Link zum Aufladen. Sobald Ihre Aufladung eingegangen ist, wird der Betrag von selbst reserviert und die Arbeit beginnt – Sie müssen das Angebot nicht noch einmal annehmen.

<h2>Lieferung und Abnahme</h2>
Wir liefern im Arbeitsbereich der Aufgabe: als Dateien, als Zugang zu einem Repository oder installiert auf Ihrem System. Prüfen Sie die Lieferung und bestätigen Sie die Abnahme in der Aufgabe; nutzen Sie das Ergebnis produktiv, gilt es ebenfalls als abgenommen. Bei Teillieferungen gilt das für jeden Teil.

<h2>Abbuchung und Rechnung</h2>
Bei der Lieferung buchen wir den reservierten Betrag ab, bei Teillieferungen den Anteil des gelieferten Teils. Für jede Abbuchung erhalten Sie eine Rechnung mit Umsatzsteuer.

<h2>Gewährleistung</h2>
Für die gelieferten Ergebnisse leisten wir 6 Monate ab der Abnahme Gewähr. Melden Sie einen Mangel einfach im Chat der Aufgabe, mit einer Beschreibung, wie er sich zeigt.`,
            en: `When you accept an offer, we reserve its total – net price plus VAT – from your credits in the offer's currency. Reserved credits are still yours but can no longer be used for anything else. We start work as soon as the reservation is in place.

<h2>If your credits do not cover it</h2>
The acceptance stands all the same. The task shows you exactly how much is missing, with a link to top up. As soon as your top-up has arrived, the amount is reserved by itself and work begins – you do not have to accept the offer again.

<h2>Delivery and acceptance</h2>
We deliver in the task's workroom: as files, as access to a repository or installed on your system. Check the delivery and confirm acceptance in the task; if you put the result to productive use, it counts as accepted too. With partial deliveries, this applies to each part.

<h2>Debit and invoice</h2>
On delivery we debit the reserved amount, with partial deliveries the share of the part delivered. You receive an invoice with VAT for every debit.

<h2>Guarantee</h2>
We guarantee the results delivered for 6 months from acceptance. Simply report a defect in the task's chat, describing how it shows.`,
          },
        },
        {
          slug: "cancellation-and-paybacks",
          title: { de: "Stornierung und Rückzahlung", en: "Cancellation and paybacks" },
          content: {
            de: `<h2>Einen Auftrag stornieren</h2>
Sie können einen angenommenen Auftrag bis zur Lieferung jederzeit stornieren; schreiben Sie uns dazu im Chat der Aufgabe. Dann verrechnen wir:
<ul>
<li>die bis zur Stornierung erbrachte Arbeit vollständig und</li>
<li>eine Stornogebühr von 30 % des noch nicht abgerechneten Restes des Auftrags.</li>
</ul>
Beides buchen wir vom reservierten Guthaben ab; der Rest der Reservierung wird wieder verfügbar. Ein Beispiel: Bei einem Auftrag über 4.000, von dem Arbeit im Wert von 1.000 erbracht ist, verrechnen wir 1.000 und 30 % von 3.000, also 900; 2.100 werden wieder frei.

<h2>Guthaben zurückzahlen lassen</h2>
Verfügbares, also nicht reserviertes Guthaben zahlen wir Ihnen jederzeit auf Verlangen zurück – in der Währung, in der Sie es aufgeladen haben, über das Zahlungsmittel, mit dem Sie bezahlt haben. Schreiben Sie uns dazu über das <a href="/kontakt">Kontaktformular</a> von der E-Mail-Adresse Ihres Kundenkontos. Da Guthaben nicht verfällt, müssen Sie damit nicht eilen.

Die genauen Regeln stehen in unseren <a href="/impressum#terms-cancellation">Allgemeinen Geschäftsbedingungen</a>.`,
            en: `<h2>Cancelling an order</h2>
You may cancel an accepted order at any time before delivery; just write to us in the task's chat. We then charge:
<ul>
<li>the work performed up to the cancellation in full, and</li>
<li>a cancellation fee of 30% of the uninvoiced remainder of the order.</li>
</ul>
Both are debited from the reserved credits; the rest of the reservation becomes available again. For example: for an order of 4,000 of which work worth 1,000 has been performed, we charge 1,000 plus 30% of 3,000, that is 900; 2,100 are released.

<h2>Getting credits paid back</h2>
We pay back available, that is unreserved, credits at any time on request – in the currency you topped up in, through the means of payment you used. Write to us through the <a href="/contact">contact form</a> from your customer account's e-mail address. As credits never expire, there is no hurry.

The exact rules are in our <a href="/terms-and-agreements#terms-cancellation">terms and conditions</a>.`,
          },
        },
      ],
    },
  ],
};

export const demoDocs: DemoDocsParent[] = [gettingStarted, invoiceForge, accountAndBilling, workingWithUs];
